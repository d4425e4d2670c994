import { Star } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const StarIcon = (p: IconProps) => <Icon glyph={Star} {...p} />;
