import { notify } from '@phonehub/session';
import { useNotifiedMutation } from '@phonehub/ui';
import { shipSellerOrder } from '@phonehub/api-client';
import { sellerKeys } from '../../../shared/query-keys';

/** Ships the seller's unshipped lines of an order with one tracking number. */
export const useShipSellerOrder = () =>
  useNotifiedMutation({
    mutationFn: ({ id, tracking_number }: { id: string; tracking_number: string }) =>
      shipSellerOrder(id, { tracking_number }),
    success: 'Order marked as shipped',
    failure: 'Failed to mark the order as shipped',
    invalidates: [sellerKeys.orders, sellerKeys.stats],
    notify,
  });
