import { useAdminPaths } from '@phonehub/session';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { HomePage } from '../features/home/components/home-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RequireAuth } from './guards/require-auth';
import { SiteLayout } from './layout/site-layout';
import { RemoteRoute } from './remotes/remote-route';

// Pages later issues build (marketplace, cart, trade, ...) are not routed yet: the 404 page answers.
export function AppRoutes() {
  const admin = useAdminPaths();
  const home = <Navigate to="/" replace />;
  const seller = (
    <RequireAuth>
      <RemoteRoute name="seller" />
    </RequireAuth>
  );

  return (
    <Routes>
      <Route path="/admin" element={home} />
      <Route path="/admin/*" element={home} />
      <Route path="/admin-dashboard" element={home} />

      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route
          path="/profile"
          element={
            <RequireAuth>
              <ProfilePage />
            </RequireAuth>
          }
        />
        <Route path="/seller" element={seller} />
        <Route path="/seller-dashboard" element={seller} />
        {/* The hidden admin pages (login and portal) are served by the admin remote. */}
        {admin && <Route path={admin.login} element={<RemoteRoute name="admin" />} />}
        {admin && <Route path={admin.dashboard} element={<RemoteRoute name="admin" />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
