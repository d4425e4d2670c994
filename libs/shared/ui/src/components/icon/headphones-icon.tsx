import { Headphones } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const HeadphonesIcon = (p: IconProps) => <Icon glyph={Headphones} {...p} />;
