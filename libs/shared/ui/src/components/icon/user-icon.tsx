import { User } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const UserIcon = (p: IconProps) => <Icon glyph={User} {...p} />;
