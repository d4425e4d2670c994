import { CartIcon, InfoIcon, StarIcon, StatCard, StatGrid } from '@phonehub/ui';
import type { ReactNode } from 'react';
import { useRecentOrders } from '../../../api/get-my-orders';
import { useSupportTickets } from '../../../api/get-support-tickets';
import { useMyReviews } from '../api/get-my-reviews';

/** A count from a list's first page: its total once loaded, a dash while loading or when it failed. */
const figure = (query: { data?: { total: number } }): ReactNode => query.data?.total ?? '–';

/** The profile's quick stats; each shares its request with the first page of its tab. */
export function ProfileStats() {
  const orders = useRecentOrders();
  const reviews = useMyReviews(1);
  const tickets = useSupportTickets(1);
  return (
    <StatGrid label="Your account at a glance" className="profile-stats">
      <StatCard label="Total Orders" value={figure(orders)} icon={<CartIcon size={20} />} />
      <StatCard label="Reviews Written" value={figure(reviews)} icon={<StarIcon size={20} />} />
      <StatCard label="Support Tickets" value={figure(tickets)} icon={<InfoIcon size={20} />} />
    </StatGrid>
  );
}
