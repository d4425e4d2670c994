import { Laptop } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const LaptopIcon = (p: IconProps) => <Icon glyph={Laptop} {...p} />;
