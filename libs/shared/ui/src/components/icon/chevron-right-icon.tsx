import { ChevronRight } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const ChevronRightIcon = (p: IconProps) => <Icon glyph={ChevronRight} {...p} />;
