import { RefreshCw } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const RefreshIcon = (p: IconProps) => <Icon glyph={RefreshCw} {...p} />;
