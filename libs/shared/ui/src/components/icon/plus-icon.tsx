import { Plus } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const PlusIcon = (p: IconProps) => <Icon glyph={Plus} {...p} />;
