import { Info } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const InfoIcon = (p: IconProps) => <Icon glyph={Info} {...p} />;
