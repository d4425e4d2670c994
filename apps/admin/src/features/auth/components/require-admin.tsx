import { Spinner } from '@phonehub/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAdminAccess } from '../api/get-admin-access';

/** Shows the portal only when the API confirms the token is an admin's; anyone else goes to the admin login. */
export function RequireAdmin({ loginPath, children }: { loginPath: string; children: ReactNode }) {
  const access = useAdminAccess();
  if (!access.hasToken) return <Navigate to={loginPath} replace />;
  if (access.isPending) return <Spinner page />;
  if (!access.isAdmin) return <Navigate to={loginPath} replace />;
  return children;
}
