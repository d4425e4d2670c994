import { Lock } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const LockIcon = (p: IconProps) => <Icon glyph={Lock} {...p} />;
