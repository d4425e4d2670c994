import {
  CartIcon,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  LogOutIcon,
  ShieldIcon,
  StoreIcon,
  UserIcon,
  buttonClass,
} from '@phonehub/ui';
import { Link } from 'react-router-dom';

export interface UserMenuProps {
  firstName: string;
  /** The admin dashboard path, for admins only. */
  adminPanel: string | null;
  /** A seller gets the Seller Dashboard entry. */
  seller?: boolean;
  onSignOut: () => void;
}

export function UserMenu({ firstName, adminPanel, seller = false, onSignOut }: UserMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={buttonClass({ variant: 'outline', size: 'sm', className: 'user-menu__trigger' })}>
        <UserIcon size={18} />
        <span className="user-menu__name">{firstName || 'Account'}</span>
        <ChevronDownIcon size={16} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon size={16} /> Overview
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/orders">
            <CartIcon size={16} /> My orders
          </Link>
        </DropdownMenuItem>
        {seller && (
          <DropdownMenuItem asChild>
            <Link to="/seller">
              <StoreIcon size={16} /> Seller Dashboard
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
