import { Calendar } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const CalendarIcon = (p: IconProps) => <Icon glyph={Calendar} {...p} />;
