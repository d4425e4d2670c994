import { ShoppingCart } from 'lucide-react';
import { Icon, type IconProps } from './icon';

export const CartIcon = (p: IconProps) => <Icon glyph={ShoppingCart} {...p} />;
