import { useAdminPaths, useSession } from '@phonehub/session';
import { buttonClass, CartIcon, CloseIcon, cx, MenuIcon } from '@phonehub/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { PAGE_TITLES } from '../../lib/page-titles';
import { useCartCount } from '../../stores/cart-store';
import { BrandLogo } from './brand-logo';
import { useSignOut } from './use-sign-out';
import { USER_MENU_TRIGGER_CLASS, UserMenuLabel } from './user-menu-label';

// The menu (Radix and floating-ui, about 20 KB compressed) is fetched for signed-in shoppers only.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

interface NavItem {
  to: string;
  label: string;
}

function navItems(signedIn: boolean): NavItem[] {
  const items = [
    { to: '/marketplace', label: 'Shop' },
    { to: '/trade', label: 'Sell' },
    { to: '/track', label: 'Track a trade-in' },
  ];
  if (signedIn)
    items.push(
      { to: '/dashboard', label: PAGE_TITLES['/dashboard'] },
      { to: '/support', label: PAGE_TITLES['/support'] },
    );
  return items;
}

const navClass = ({ isActive }: { isActive: boolean }) => cx('site-nav__link', isActive && 'is-active');

export function SiteHeader() {
  const { user, isAdmin } = useSession();
  const adminPaths = useAdminPaths();
  const cartCount = useCartCount();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [userMenuWanted, setUserMenuWanted] = useState(false);
  const close = () => setMenuOpen(false);
  const items = navItems(Boolean(user));
  const adminPanel = isAdmin && adminPaths ? adminPaths.dashboard : null;

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="ph-container site-header__bar">
        <BrandLogo onClick={close} />

        <nav className="site-nav" aria-label="Main">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={navClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="site-header__actions">
          <Link
            to="/cart"
            className={buttonClass({ variant: 'ghost', className: 'ph-icon-btn cart-button' })}
            aria-label={cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart'}
            onClick={close}
          >
            <CartIcon size={22} />
            {cartCount > 0 && (
              <span className="cart-button__badge" data-testid="cart-count" aria-hidden="true">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </Link>

          <div className="site-header__account">
            {user ? (
              <Suspense
                fallback={
                  <button
                    type="button"
                    className={USER_MENU_TRIGGER_CLASS}
                    aria-haspopup="menu"
                    onClick={() => setUserMenuWanted(true)}
                  >
                    <UserMenuLabel firstName={user.first_name} />
                  </button>
                }
              >
                <UserMenu
                  firstName={user.first_name}
                  adminPanel={adminPanel}
                  seller={user.is_seller}
                  onSignOut={signOut}
                  defaultOpen={userMenuWanted}
                />
              </Suspense>
            ) : (
              <>
                <Link to="/login" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
                  Sign In
                </Link>
                <Link to="/register" className={buttonClass({ variant: 'primary', size: 'sm' })}>
                  Sign Up
                </Link>
              </>
            )}
          </div>

          <button
            type="button"
            className={buttonClass({ variant: 'ghost', className: 'ph-icon-btn menu-toggle' })}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <div id="mobile-menu" className="mobile-menu">
          <nav className="ph-container mobile-menu__nav" aria-label="Mobile">
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} className={navClass} onClick={close}>
                {item.label}
              </NavLink>
            ))}
            <hr className="mobile-menu__divider" />
            {user ? (
              <>
                <p className="mobile-menu__greeting">Signed in as {user.first_name || 'Account'}</p>
                <NavLink to="/profile" className={navClass} onClick={close}>
                  {PAGE_TITLES['/profile']}
                </NavLink>
                <NavLink to="/orders" className={navClass} onClick={close}>
                  {PAGE_TITLES['/orders']}
                </NavLink>
                {user.is_seller && (
                  <NavLink to="/seller" className={navClass} onClick={close}>
                    Seller dashboard
                  </NavLink>
                )}
                {adminPanel && (
                  <NavLink to={adminPanel} className={navClass} onClick={close}>
                    Admin Panel
                  </NavLink>
                )}
                <button
                  type="button"
                  className="site-nav__link mobile-menu__signout"
                  onClick={() => {
                    close();
                    signOut();
                  }}
                >
                  Sign Out
                </button>
              </>
            ) : (
              <div className="mobile-menu__auth">
                <Link
                  to="/login"
                  className={buttonClass({ variant: 'outline', block: true })}
                  onClick={close}
                >
                  Sign In
                </Link>
                <Link
                  to="/register"
                  className={buttonClass({ variant: 'primary', block: true })}
                  onClick={close}
                >
                  Sign Up
                </Link>
              </div>
            )}
          </nav>
        </div>
      )}
    </header>
  );
}
