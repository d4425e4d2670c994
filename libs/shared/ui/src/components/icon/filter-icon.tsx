import { SlidersHorizontal } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const FilterIcon = (p: IconProps) => <Icon glyph={SlidersHorizontal} {...p} />;
