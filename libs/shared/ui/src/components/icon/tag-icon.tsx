import { Tag } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const TagIcon = (p: IconProps) => <Icon glyph={Tag} {...p} />;
