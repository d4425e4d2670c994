import { Mail } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const MailIcon = (p: IconProps) => <Icon glyph={Mail} {...p} />;
