import { ClipboardCheck } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const ClipboardCheckIcon = (p: IconProps) => <Icon glyph={ClipboardCheck} {...p} />;
