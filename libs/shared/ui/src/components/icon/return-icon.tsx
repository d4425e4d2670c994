import { Undo2 } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const ReturnIcon = (p: IconProps) => <Icon glyph={Undo2} {...p} />;
