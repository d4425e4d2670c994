import { createQueryClient } from '@phonehub/api-client';
import { notify } from '@phonehub/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { SellerDashboardPage } from './dashboard/seller-dashboard-page';
import '../styles.css';

/**
 * The seller remote's one module. The host renders it on /seller and /seller-dashboard inside its
 * router and session; standalone, bootstrap.tsx provides both.
 */
export function SellerModule() {
  // TanStack Query is not shared with the host, so the remote brings its own client.
  const [queryClient] = useState(() => createQueryClient({ onQueryError: notify.error }));
  return (
    <QueryClientProvider client={queryClient}>
      <SellerDashboardPage />
    </QueryClientProvider>
  );
}
