import {
  CartIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  InfoIcon,
  LogOutIcon,
  RecycleIcon,
  ShieldIcon,
  StoreIcon,
  UserIcon,
} from '@phonehub/ui';
import { Link } from 'react-router-dom';
import { PAGE_TITLES } from '../../lib/page-titles';
import { USER_MENU_TRIGGER_CLASS, UserMenuLabel } from './user-menu-label';

export interface UserMenuProps {
  firstName: string;
  /** The admin dashboard path, for admins only. */
  adminPanel: string | null;
  /** A seller gets the Seller dashboard entry. */
  seller?: boolean;
  onSignOut: () => void;
  /** Opens at once: the shopper pressed the button while the menu was still loading. */
  defaultOpen?: boolean;
}

export function UserMenu({
  firstName,
  adminPanel,
  seller = false,
  onSignOut,
  defaultOpen = false,
}: UserMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={USER_MENU_TRIGGER_CLASS}>
        <UserMenuLabel firstName={firstName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon size={16} /> {PAGE_TITLES['/profile']}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/orders">
            <CartIcon size={16} /> {PAGE_TITLES['/orders']}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <RecycleIcon size={16} /> {PAGE_TITLES['/dashboard']}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/support">
            <InfoIcon size={16} /> {PAGE_TITLES['/support']}
          </Link>
        </DropdownMenuItem>
        {seller && (
          <DropdownMenuItem asChild>
            <Link to="/seller">
              <StoreIcon size={16} /> Seller dashboard
            </Link>
          </DropdownMenuItem>
        )}
        {adminPanel && (
          <DropdownMenuItem asChild>
            <Link to={adminPanel}>
              <ShieldIcon size={16} /> Admin Panel
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOutIcon size={16} /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
