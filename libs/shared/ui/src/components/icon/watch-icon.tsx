import { Watch } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const WatchIcon = (p: IconProps) => <Icon glyph={Watch} {...p} />;
