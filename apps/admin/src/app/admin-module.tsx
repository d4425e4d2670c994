import { createQueryClient } from '@phonehub/api-client';
import { notify, useAdminPaths } from '@phonehub/session';
import { Alert } from '@phonehub/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminLoginPage } from '../features/auth/components/admin-login-page';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { AdminPortal } from './admin-portal';
import '../styles.css';

/**
 * The admin remote's one module. The host mounts it on /admin-{suffix} (login) and
 * /dashboard-{suffix}/* (portal and its sections); it picks the page from the path.
 */
export function AdminModule() {
  // TanStack Query is not shared with the host, so the remote brings its own client.
  const [queryClient] = useState(() => createQueryClient({ onQueryError: notify.error }));
  const paths = useAdminPaths();
  const { pathname } = useLocation();

  if (!paths) {
    return (
      <div className="ph-container admin-unconfigured">
        <Alert tone="danger" title="The admin portal is not configured">
          No admin path suffix is set for this deployment.
        </Alert>
      </div>
    );
  }

  const onDashboard = pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
  return (
    <QueryClientProvider client={queryClient}>
      {onDashboard ? (
        <RequireAdmin loginPath={paths.login}>
          <AdminPortal dashboardPath={paths.dashboard} />
        </RequireAdmin>
      ) : (
        <AdminLoginPage dashboardPath={paths.dashboard} />
      )}
    </QueryClientProvider>
  );
}
