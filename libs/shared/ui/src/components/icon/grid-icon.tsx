import { LayoutGrid } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const GridIcon = (p: IconProps) => <Icon glyph={LayoutGrid} {...p} />;
