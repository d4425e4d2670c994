import { useSession } from '@phonehub/session';
import { cx } from '@phonehub/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { PAGE_TITLES } from '../../lib/page-titles';
import './account-nav.css';

/**
 * The signed-in shopper's pages, named as the user menu, the page titles and the headings name them.
 * One list, so the three never drift apart again.
 */
export function accountLinks(seller: boolean): { to: string; label: string }[] {
  return [
    { to: '/profile', label: PAGE_TITLES['/profile'] },
    { to: '/orders', label: PAGE_TITLES['/orders'] },
    { to: '/dashboard', label: PAGE_TITLES['/dashboard'] },
    { to: '/support', label: PAGE_TITLES['/support'] },
    ...(seller ? [{ to: '/seller', label: 'Seller dashboard' }] : []),
  ];
}

const linkClass = ({ isActive }: { isActive: boolean }) => cx('account-nav__link', isActive && 'is-active');

/** The account pages' sub-navigation above each of them. */
export function AccountPages({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <>
      <nav className="ph-container account-nav" aria-label="Your account">
        {accountLinks(Boolean(user?.is_seller)).map((link) => (
          <NavLink key={link.to} to={link.to} className={linkClass}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </>
  );
}
