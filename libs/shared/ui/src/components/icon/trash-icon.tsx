import { Trash2 } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const TrashIcon = (p: IconProps) => <Icon glyph={Trash2} {...p} />;
