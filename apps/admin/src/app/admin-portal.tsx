import { notify, useSession } from '@phonehub/session';
import { Alert, Button, LogOutIcon, ShieldIcon, Spinner } from '@phonehub/ui';
import { startTransition, Suspense } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PORTAL_SECTIONS } from './portal-sections';
import { PortalSummary } from './portal-summary';
import { SECTION_PANEL_ID, SectionNav, sectionTabId } from './section-nav';
import { IconTile } from '../shared/icon-tile';

/** The section the address names below the dashboard path: '' for the bare path, null for another path. */
function sectionPath(pathname: string, dashboard: string): string | null {
  if (pathname === dashboard || pathname === `${dashboard}/`) return '';
  return pathname.startsWith(`${dashboard}/`) ? pathname.slice(dashboard.length + 1).split('/')[0] : null;
}

export function AdminPortal({ dashboardPath }: { dashboardPath: string }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const adminName = (user as { username?: string } | null)?.username || user?.first_name;
  const path = sectionPath(pathname, dashboardPath);
  const first = PORTAL_SECTIONS[0];
  const section = PORTAL_SECTIONS.find((s) => s.path === path);

  const logout = () => {
    // One transition: the portal never renders signed out (which would send it to the admin login).
    startTransition(() => {
      navigate('/');
      signOut();
    });
    notify.success('Logged out successfully');
  };

  // The bare dashboard opens the first section, in place of itself so back does not bounce.
  if (path === '' && first) return <Navigate to={`${dashboardPath}/${first.path}`} replace />;

  return (
    <div className="ph-container ph-portal-page admin-page">
      <div className="admin-page__header">
        <div className="admin-page__title">
          <IconTile className="admin-page__icon" icon={<ShieldIcon size={22} />} />
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
      <SectionNav base={dashboardPath} sections={PORTAL_SECTIONS} current={section?.path ?? null} />
      {section ? (
        <div
          id={SECTION_PANEL_ID}
          role="tabpanel"
          aria-labelledby={sectionTabId(section.path)}
          className="ph-tabs-content"
        >
          <Suspense fallback={<Spinner label={`Loading ${section.label}...`} />}>
            <section.Component />
          </Suspense>
        </div>
      ) : (
        <div className="ph-tabs-content">
          <Alert tone="warning" title="There is no such section">
            <p>
              The address does not name a part of the portal.{' '}
              <Link to={`${dashboardPath}/${first?.path ?? ''}`}>Go to {first?.label}</Link>
            </p>
          </Alert>
        </div>
      )}
    </div>
  );
}
