import { Image } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const ImageIcon = (p: IconProps) => <Icon glyph={Image} {...p} />;
