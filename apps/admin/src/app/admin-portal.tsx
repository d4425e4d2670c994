import { notify, useSession } from '@phonehub/session';
import { Button, LogOutIcon, ShieldIcon, Tabs } from '@phonehub/ui';
import { startTransition } from 'react';
import { useNavigate } from 'react-router-dom';
import { PortalSummary } from './portal-summary';
import { PORTAL_TABS } from './portal-tabs';

export function AdminPortal() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const adminName = (user as { username?: string } | null)?.username || user?.first_name;

  const logout = () => {
    // One transition: the portal never renders signed out (which would send it to the admin login).
    startTransition(() => {
      navigate('/');
      signOut();
    });
    notify.success('Logged out successfully');
  };

  return (
    <div className="ph-container admin-page">
      <div className="admin-page__header">
        <div className="admin-page__title">
          <span className="admin-page__icon" aria-hidden="true">
            <ShieldIcon size={22} />
          </span>
          <div>
            <h1>Admin Management Portal</h1>
            {adminName && <p className="admin-page__who">Signed in as {adminName}</p>}
          </div>
        </div>
        <Button variant="outline" size="sm" onClick={logout}>
          <LogOutIcon size={16} /> Logout
        </Button>
      </div>
      <PortalSummary />
      <Tabs label="Admin sections" items={PORTAL_TABS} />
    </div>
  );
}
