import { ChevronLeft } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const ChevronLeftIcon = (p: IconProps) => <Icon glyph={ChevronLeft} {...p} />;
