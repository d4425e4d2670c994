import type { AdminUserProfile, AdminUserRow } from '@phonehub/contracts';
import { deviceDisplayName, orderReference } from '@phonehub/domain';
import { Badge, Button, Dialog, formatDate, QueryView, RatingStars, TradeStatusBadge } from '@phonehub/ui';
import { useState, type ReactNode } from 'react';
import { formatMoney } from '../../../shared/money';
import { useUserProfile } from '../api/get-user-profile';
import { AccountTypeBadge } from './account-type-badge';
import { FactList, type Fact } from '../../../shared/fact-list';

const name = (user: AdminUserRow) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/** The person's details; the profile's `seller_suspended` adds the seller's own suspension. */
function Details({ user, sellerSuspended }: { user: AdminUserRow; sellerSuspended?: boolean }) {
  const rows: Fact[] = [
    ['Email', <a href={`mailto:${user.email}`}>{user.email}</a>],
    ['Phone', user.phone || '—'],
    ['Account', <AccountTypeBadge user={user} />],
    ['Role', user.role === 'admin' ? 'Administrator' : 'Customer'],
    ['Seller', user.is_seller ? (sellerSuspended ? 'Yes (seller suspended)' : 'Yes') : 'No'],
    [
      'Status',
      user.is_suspended ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>,
    ],
    // A guest is known from their first trade-in, not a sign-up.
    [user.account_type === 'guest' ? 'First trade-in' : 'Member since', formatDate(user.created_at)],
    ['Trade-ins', user.trade_count],
  ];
  return <FactList rows={rows} className="profile-list" itemClassName="profile-list__row" />;
}

function Section({
  title,
  count,
  total = count,
  none,
  children,
}: {
  title: string;
  count: number;
  total?: number;
  none: string;
  children: ReactNode;
}) {
  return (
    <section className="profile-section" aria-label={title}>
      <h3 className="profile-section__title">
        {title}{' '}
        <span className="profile-section__count">
          ({total > count ? `newest ${count} of ${total}` : count})
        </span>
      </h3>
      {count === 0 ? (
        <p className="profile-section__none">{none}</p>
      ) : (
        <ul className="profile-section__list">{children}</ul>
      )}
    </section>
  );
}

/** What the account did: its orders, trade-ins, reviews and support tickets, newest first. */
function Activity({ profile }: { profile: AdminUserProfile }) {
  return (
    <>
      <Section title="Orders" count={profile.orders.length} none="No orders.">
        {profile.orders.map((order) => (
          <li key={order.id} className="profile-section__item">
            <span className="admin-tab__strong">#{orderReference(order.id)}</span>
            <span>{formatDate(order.created_at, 'short')}</span>
            <Badge tone="neutral">{order.status}</Badge>
            <span>{formatMoney(order.total)}</span>
          </li>
        ))}
      </Section>
      <Section title="Trade-ins" count={profile.trades.length} none="No trade-ins.">
        {profile.trades.map((trade) => (
          <li key={trade.id} className="profile-section__item">
            <span className="admin-tab__strong">{trade.tracking_code}</span>
            <span>{deviceDisplayName(trade.brand, trade.model)}</span>
            <TradeStatusBadge status={trade.status} />
            <span>{formatMoney(trade.finalValue ?? trade.estimatedValue)}</span>
          </li>
        ))}
      </Section>
      <Section title="Reviews" count={profile.reviews.length} none="No reviews.">
        {profile.reviews.map((review) => (
          <li key={review.id} className="profile-section__item">
            <span className="admin-tab__strong">{review.product_name}</span>
            <RatingStars value={review.rating} />
            <span>{review.title}</span>
            {review.hidden && <Badge tone="warning">Hidden</Badge>}
            <span>{formatDate(review.created_at, 'short')}</span>
          </li>
        ))}
      </Section>
      <Section
        title="Support tickets"
        count={profile.tickets.length}
        total={profile.tickets_total}
        none="No support tickets."
      >
        {profile.tickets.map((ticket) => (
          <li key={ticket.id} className="profile-section__item">
            <span className="admin-tab__strong">{ticket.subject}</span>
            <Badge tone={ticket.status === 'closed' ? 'neutral' : 'info'}>
              {ticket.status.replace('_', ' ')}
            </Badge>
            <span>{ticket.priority} priority</span>
            <span>{formatDate(ticket.created_at, 'short')}</span>
          </li>
        ))}
      </Section>
    </>
  );
}

/** A registered account's profile loads its orders, trade-ins, reviews and tickets on opening; a guest is known only from the row. */
function Profile({ user }: { user: AdminUserRow }) {
  const profile = useUserProfile(user.id, true);
  return (
    <>
      <Details user={profile.data?.user ?? user} sellerSuspended={profile.data?.user.seller_suspended} />
      <QueryView query={profile} errorTitle="The profile could not be loaded">
        {(data) => <Activity profile={data} />}
      </QueryView>
    </>
  );
}

export function UserProfileDialog({ user }: { user: AdminUserRow }) {
  const [open, setOpen] = useState(false);
  const label = name(user);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={label}
      description="User profile"
      trigger={
        <Button variant="outline" size="sm" aria-label={`View profile of ${label}`}>
          View Profile
        </Button>
      }
    >
      {open && (user.account_type === 'registered' ? <Profile user={user} /> : <Details user={user} />)}
    </Dialog>
  );
}
