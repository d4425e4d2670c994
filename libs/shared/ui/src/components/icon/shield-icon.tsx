import { ShieldCheck } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const ShieldIcon = (p: IconProps) => <Icon glyph={ShieldCheck} {...p} />;
