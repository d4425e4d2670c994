import type { AdminOrder, SalesSummary } from '@phonehub/contracts';
import { CheckCircleIcon, TagIcon, type TableColumn } from '@phonehub/ui';
import { ListCard } from '../../../shared/list-section';
import { formatMoney } from '../../../shared/money';
import {
  orderCustomerColumn,
  orderDateColumn,
  orderReferenceColumn,
  orderTotalColumn,
} from '../../../shared/order-columns';
import { StatCards, type StatSpec } from '../../../shared/stat-card';
import { useAdminSales } from '../api/get-sales';

const COLUMNS: TableColumn<AdminOrder>[] = [
  orderDateColumn,
  orderReferenceColumn,
  orderCustomerColumn,
  { id: 'subtotal', header: 'Subtotal', cell: (sale) => formatMoney(sale.subtotal) },
  { id: 'tax', header: 'Tax', cell: (sale) => formatMoney(sale.tax) },
  orderTotalColumn('Revenue'),
];

const averageSale = (summary: SalesSummary) =>
  summary.total_sales > 0 ? summary.total_revenue / summary.total_sales : 0;

const STATS: StatSpec<SalesSummary>[] = [
  { label: 'Total Sales', icon: <CheckCircleIcon size={20} />, value: (s) => s.total_sales },
  { label: 'Sales Revenue', icon: <TagIcon size={20} />, value: (s) => formatMoney(s.total_revenue) },
  { label: 'Avg Sale Value', icon: <TagIcon size={20} />, value: (s) => formatMoney(averageSale(s)) },
];

export function SalesTab() {
  const sales = useAdminSales();

  return (
    <div className="admin-tab">
      <StatCards label="Sales statistics" stats={sales.query.data} cards={STATS} />

      <ListCard
        list={sales}
        heading={['Sales', 'Paid orders, newest first unless sorted.']}
        select={(data) => data.sales}
        columns={COLUMNS}
        icon={<TagIcon size={26} />}
        emptyHint="Orders appear here once they are paid."
      />
    </div>
  );
}
