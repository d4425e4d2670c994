import { LogOut } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const LogOutIcon = (p: IconProps) => <Icon glyph={LogOut} {...p} />;
