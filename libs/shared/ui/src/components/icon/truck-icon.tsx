import { Truck } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const TruckIcon = (p: IconProps) => <Icon glyph={Truck} {...p} />;
