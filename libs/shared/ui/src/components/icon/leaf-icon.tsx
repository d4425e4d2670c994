import { Leaf } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const LeafIcon = (p: IconProps) => <Icon glyph={Leaf} {...p} />;
