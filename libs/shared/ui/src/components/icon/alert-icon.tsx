import { CircleAlert } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const AlertIcon = (p: IconProps) => <Icon glyph={CircleAlert} {...p} />;
