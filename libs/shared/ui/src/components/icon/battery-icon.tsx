import { BatteryMedium } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const BatteryIcon = (p: IconProps) => <Icon glyph={BatteryMedium} {...p} />;
