import type { AdminOrder } from '@phonehub/contracts';
import { CheckCircleIcon, TagIcon, type TableColumn } from '@phonehub/ui';
import { ListSection, ListTable } from '../../../shared/list-section';
import { formatMoney } from '../../../shared/money';
import {
  orderCustomerColumn,
  orderDateColumn,
  orderReferenceColumn,
  orderTotalColumn,
} from '../../../shared/order-columns';
import { StatCard, StatGrid } from '../../../shared/stat-card';
import { useAdminSales } from '../api/get-sales';

const COLUMNS: TableColumn<AdminOrder>[] = [
  orderDateColumn,
  orderReferenceColumn,
  orderCustomerColumn,
  { id: 'subtotal', header: 'Subtotal', cell: (sale) => formatMoney(sale.subtotal) },
  { id: 'tax', header: 'Tax', cell: (sale) => formatMoney(sale.tax) },
  orderTotalColumn('Revenue'),
];

export function SalesTab() {
  const sales = useAdminSales();
  const summary = sales.query.data;
  const average = summary && summary.total_sales > 0 ? summary.total_revenue / summary.total_sales : 0;

  return (
    <div className="admin-tab">
      <StatGrid label="Sales statistics">
        <StatCard
          label="Total Sales"
          icon={<CheckCircleIcon size={20} />}
          value={summary ? summary.total_sales : '—'}
        />
        <StatCard
          label="Sales Revenue"
          icon={<TagIcon size={20} />}
          value={summary ? formatMoney(summary.total_revenue) : '—'}
        />
        <StatCard
          label="Avg Sale Value"
          icon={<TagIcon size={20} />}
          value={summary ? formatMoney(average) : '—'}
        />
      </StatGrid>

      <ListSection list={sales} heading={['Sales', 'Paid orders, newest first unless sorted.']}>
        <ListTable
          list={sales}
          select={(data) => data.sales}
          columns={COLUMNS}
          icon={<TagIcon size={26} />}
          emptyHint="Orders appear here once they are paid."
        />
      </ListSection>
    </div>
  );
}
