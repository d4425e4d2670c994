import { List } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const ListIcon = (p: IconProps) => <Icon glyph={List} {...p} />;
