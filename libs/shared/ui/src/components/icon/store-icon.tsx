import { Store } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const StoreIcon = (p: IconProps) => <Icon glyph={Store} {...p} />;
