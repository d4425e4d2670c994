import { Users } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const UsersIcon = (p: IconProps) => <Icon glyph={Users} {...p} />;
