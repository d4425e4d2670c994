import { notify, useSession } from '@phonehub/session';
import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export function useSignOut(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    // One transition, so a login-required page never renders signed out (and redirects to /login)
    // before the router has moved home.
    startTransition(() => {
      navigate('/');
      signOut();
    });
    notify.success('Logged out successfully');
  }, [signOut, navigate]);
}
