import { SellerDashboardPage } from '../features/dashboard/components/seller-dashboard-page';
import '../styles.css';

/**
 * The seller remote's one module. The host renders it on /seller and /seller-dashboard inside its
 * router and session; standalone, bootstrap.tsx provides both.
 */
export function SellerModule() {
  return <SellerDashboardPage />;
}
