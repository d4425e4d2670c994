import { Button, Card, CardBody, CardHeader, CheckCircleIcon, formatDate, Pagination, RefreshIcon, TagIcon } from '@phonehub/ui';
import { useState } from 'react';
import { formatMoney, orderReference } from '../../../shared/money';
import { QueryView } from '../../../shared/query-view';
import { StatCard, StatGrid } from '../../../shared/stat-card';
import { useAdminSales } from '../api/get-sales';

export function SalesTab() {
  const [page, setPage] = useState(1);
  const sales = useAdminSales(page);
  const summary = sales.data;
  const average = summary && summary.total_sales > 0 ? summary.total_revenue / summary.total_sales : 0;

  return (
    <div className="admin-tab">
      <StatGrid label="Sales statistics">
        <StatCard label="Total Sales" icon={<CheckCircleIcon size={20} />} value={summary ? summary.total_sales : '—'} />
        <StatCard label="Sales Revenue" icon={<TagIcon size={20} />} value={summary ? formatMoney(summary.total_revenue) : '—'} />
        <StatCard label="Avg Sale Value" icon={<TagIcon size={20} />} value={summary ? formatMoney(average) : '—'} />
      </StatGrid>

      <Card>
        <CardHeader
          title="Sales"
          description="Paid orders, newest first."
          actions={
            <Button variant="outline" size="sm" onClick={() => sales.refetch()} loading={sales.isFetching} loadingText="Refreshing...">
              <RefreshIcon size={16} /> Refresh
            </Button>
          }
        />
        <CardBody>
          <QueryView
            query={sales}
            errorTitle="Sales could not be loaded"
            isEmpty={(data) => data.sales.items.length === 0}
            empty={{ icon: <TagIcon size={26} />, title: 'No sales yet', description: 'Orders appear here once they are paid.' }}
          >
            {({ sales: { items: rows, total_pages } }) => (
              <>
              <div className="ph-table-wrap">
                <table className="ph-table ph-table--stack">
                  <caption className="ph-visually-hidden">Sales</caption>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Order</th>
                      <th scope="col">Customer</th>
                      <th scope="col">Subtotal</th>
                      <th scope="col">Tax</th>
                      <th scope="col">Revenue</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((sale) => (
                      <tr key={sale.id}>
                        <td data-label="Date">{formatDate(sale.created_at, 'short')}</td>
                        <td data-label="Order" className="admin-tab__strong">
                          {orderReference(sale.id)}
                        </td>
                        <td data-label="Customer">
                          <span className="customer">
                            <span className="customer__name">{sale.user_name || 'Guest'}</span>
                            <span className="customer__email">{sale.user_email}</span>
                          </span>
                        </td>
                        <td data-label="Subtotal">{formatMoney(sale.subtotal)}</td>
                        <td data-label="Tax">{formatMoney(sale.tax)}</td>
                        <td data-label="Revenue" className="admin-tab__strong">
                          {formatMoney(sale.total)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={page} totalPages={total_pages} onPageChange={setPage} label="Sales pages" />
              </>
            )}
          </QueryView>
        </CardBody>
      </Card>
    </div>
  );
}
