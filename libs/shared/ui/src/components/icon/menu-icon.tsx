import { Menu } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const MenuIcon = (p: IconProps) => <Icon glyph={Menu} {...p} />;
