import type { TradeStatistics } from '@phonehub/contracts';
import {
  Card,
  CardBody,
  CardHeader,
  CheckCircleIcon,
  GridIcon,
  QueryView,
  Skeleton,
  TagIcon,
  UserIcon,
  UsersIcon,
} from '@phonehub/ui';
import { formatMoney } from '../../../shared/money';
import { StatCards, type StatSpec } from '../../../shared/stat-card';
import { useAdminTradeStats } from '../api/get-trade-stats';

function BrandDistribution({ brands }: { brands: TradeStatistics['topBrands'] }) {
  return (
    <ul className="brand-list" aria-label="Brand distribution">
      {brands.map((brand) => {
        const share = Math.min(100, Math.max(0, brand.percentage));
        return (
          <li key={brand.name} className="brand-list__item">
            <div className="brand-list__label">
              <span className="brand-list__name">{brand.name}</span>
              <span className="brand-list__count">
                {brand.count} {brand.count === 1 ? 'trade' : 'trades'} · {share}%
              </span>
            </div>
            <div className="brand-list__bar" role="img" aria-label={`${brand.name} ${share}%`}>
              <span className="brand-list__fill" style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const STATS: StatSpec<TradeStatistics>[] = [
  {
    label: 'Average Trade Value',
    icon: <TagIcon size={20} />,
    value: (s) => formatMoney(s.averageTradeValue),
  },
  { label: 'Approval Rate', icon: <CheckCircleIcon size={20} />, value: (s) => `${s.approvalRate}%` },
  { label: 'Total Users', icon: <UsersIcon size={20} />, value: (s) => s.totalUsers },
  { label: 'Guest Users', icon: <UserIcon size={20} />, value: (s) => s.guestUsers },
];

export function AnalyticsTab() {
  const stats = useAdminTradeStats();

  return (
    <div className="admin-tab">
      <StatCards label="Trade analytics" stats={stats.data} cards={STATS} />

      <Card>
        <CardHeader
          title="Brand Distribution"
          description="The most traded-in brands, as a share of all trades."
        />
        <CardBody>
          <QueryView
            query={stats}
            errorTitle="Trade statistics could not be loaded"
            loading={<Skeleton className="brand-list__skeleton" />}
            isEmpty={(data) => data.topBrands.length === 0}
            empty={{
              icon: <GridIcon size={26} />,
              title: 'No trades yet.',
              description: 'Brands appear here once trade-ins arrive.',
            }}
          >
            {(data) => <BrandDistribution brands={data.topBrands} />}
          </QueryView>
        </CardBody>
      </Card>
    </div>
  );
}
