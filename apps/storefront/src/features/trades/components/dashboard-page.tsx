import type { User } from '@phonehub/contracts';
import { formatCents } from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import { buttonClass, Card, CardBody, CardHeader, Skeleton, Spinner, Tabs, type TabItem } from '@phonehub/ui';
import { Link } from 'react-router-dom';
import { useMyTrades } from '../api/get-my-trades';
import { tradeStats } from './trade-format';
import { TradeList } from './trade-list';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';

export function DashboardPage() {
  usePageTitle(PAGE_TITLES['/dashboard']);
  const { user } = useSession();
  if (!user) return <Spinner page />;

  const tabs: readonly TabItem[] = [
    { value: 'trades', label: 'My Trades', content: <TradeList /> },
    { value: 'profile', label: 'Profile', content: <ProfileSummary user={user} /> },
  ];

  return (
    <div className="ph-container page dashboard-page">
      <div className="page__header">
        <h1 className="page__title">{PAGE_TITLES['/dashboard']}</h1>
        <p className="page__subtitle">
          Welcome back, {user.first_name || 'there'}! Follow your trade-ins and keep your details up to date.
        </p>
      </div>
      <TradeStatsCards />
      <Tabs className="dashboard-tabs" label="Trade-in sections" items={tabs} />
    </div>
  );
}

function TradeStatsCards() {
  const trades = useMyTrades();
  const stats = trades.data ? tradeStats(trades.data) : null;
  const figures: [label: string, value: string | undefined][] = [
    ['Total Trades', stats?.total.toString()],
    ['Approved', stats?.approved.toString()],
    ['Pending', stats?.pending.toString()],
    ['Total Value', stats ? formatCents(stats.valueCents) : undefined],
  ];
  return (
    <section aria-label="Trade summary">
      <dl className="trade-stats" aria-busy={trades.isPending || undefined}>
        {figures.map(([label, value]) => (
          <div key={label} className="trade-stats__item">
            <dt className="trade-stats__label">{label}</dt>
            <dd className="trade-stats__value">
              {value ?? (trades.isError ? '—' : <Skeleton className="trade-stats__skeleton" />)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function formatAddress(user: User): string | null {
  const a = user.address;
  if (!a) return null;
  const cityLine = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.street, cityLine, a.country].filter(Boolean).join(' · ') || null;
}

/** Read-only: editing happens on the profile page. */
function ProfileSummary({ user }: { user: User }) {
  const rows: [string, string | null][] = [
    ['Name', [user.first_name, user.last_name].filter(Boolean).join(' ') || null],
    ['Email', user.email],
    ['Phone', user.phone || null],
    ['Address', formatAddress(user)],
  ];
  return (
    <Card>
      <CardHeader
        title="Profile information"
        description="Trade-ins you submit while signed in use these details."
        actions={
          <Link to="/profile" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            Edit Profile
          </Link>
        }
      />
      <CardBody>
        <dl className="details-list" aria-label="Your details">
          {rows.map(([label, value]) => (
            <div key={label} className="details-list__row">
              <dt>{label}</dt>
              <dd>{value ?? <span className="text-muted">Not provided</span>}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
