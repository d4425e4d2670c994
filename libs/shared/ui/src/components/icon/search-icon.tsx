import { Search } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const SearchIcon = (p: IconProps) => <Icon glyph={Search} {...p} />;
