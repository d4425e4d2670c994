import { Minus } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const MinusIcon = (p: IconProps) => <Icon glyph={Minus} {...p} />;
