import { Tablet } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const TabletIcon = (p: IconProps) => <Icon glyph={Tablet} {...p} />;
