import { ChevronDown } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const ChevronDownIcon = (p: IconProps) => <Icon glyph={ChevronDown} {...p} />;
