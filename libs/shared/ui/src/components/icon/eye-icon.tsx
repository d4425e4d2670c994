import { Eye } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const EyeIcon = (p: IconProps) => <Icon glyph={Eye} {...p} />;
