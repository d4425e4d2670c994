import { CircleCheck } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const CheckCircleIcon = (p: IconProps) => <Icon glyph={CircleCheck} {...p} />;
