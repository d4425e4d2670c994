import { Recycle } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const RecycleIcon = (p: IconProps) => <Icon glyph={Recycle} {...p} />;
