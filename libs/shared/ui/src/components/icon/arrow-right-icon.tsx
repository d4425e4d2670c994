import { ArrowRight } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const ArrowRightIcon = (p: IconProps) => <Icon glyph={ArrowRight} {...p} />;
