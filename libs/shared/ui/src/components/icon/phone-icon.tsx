import { Smartphone } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const PhoneIcon = (p: IconProps) => <Icon glyph={Smartphone} {...p} />;
