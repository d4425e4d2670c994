import { EyeOff } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const EyeOffIcon = (p: IconProps) => <Icon glyph={EyeOff} {...p} />;
