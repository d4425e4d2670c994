import type { PageQuery } from '@phonehub/contracts';
import { useSession } from '@phonehub/session';
import { Pagination, QueryView, usePagedList } from '@phonehub/ui';
import { fetchMyOrders, myOrdersKey, MY_ORDERS_PAGE_SIZE } from '../../../api/get-my-orders';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';
import { NoOrders, OrderRows } from '../../../components/orders/order-list';

/** /orders: every order of the signed-in shopper, newest first, a page at a time (the page is in the address). */
export function OrdersPage() {
  usePageTitle(PAGE_TITLES['/orders']);
  const { user } = useSession();
  const list = usePagedList({
    queryKey: [...myOrdersKey(user?.id), 'paged'],
    fetcher: (query: PageQuery, options) => fetchMyOrders(query, options),
    pageSize: MY_ORDERS_PAGE_SIZE,
    noun: ['order', 'orders'],
  });

  return (
    <div className="ph-container page orders-page">
      <div className="page__header">
        <h1 className="page__title">{PAGE_TITLES['/orders']}</h1>
        <p className="page__subtitle">Follow your orders, their parcels and returns.</p>
      </div>
      <QueryView query={list.query} errorTitle="Orders could not be loaded">
        {(data) =>
          data.total === 0 ? (
            <NoOrders />
          ) : (
            <>
              <p className="orders-page__count text-muted">
                {data.total} {data.total === 1 ? 'order' : 'orders'}
              </p>
              <OrderRows orders={data.items} />
              {data.total_pages > 1 && (
                <Pagination
                  className="orders-page__pages"
                  label="Order pages"
                  page={data.page}
                  totalPages={data.total_pages}
                  onPageChange={list.setPage}
                  hrefFor={(page) => (page > 1 ? `/orders?page=${page}` : '/orders')}
                />
              )}
            </>
          )
        }
      </QueryView>
    </div>
  );
}
