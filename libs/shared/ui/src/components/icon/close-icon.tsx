import { X } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const CloseIcon = (p: IconProps) => <Icon glyph={X} {...p} />;
