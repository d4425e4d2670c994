import { Check } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const CheckIcon = (p: IconProps) => <Icon glyph={Check} {...p} />;
