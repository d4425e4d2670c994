import { MapPin } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const MapPinIcon = (p: IconProps) => <Icon glyph={MapPin} {...p} />;
