import { Gamepad2 } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const GamepadIcon = (p: IconProps) => <Icon glyph={Gamepad2} {...p} />;
