import type { AdminOrder } from '@phonehub/contracts';
import { orderReference } from '@phonehub/domain';
import { BuyLabelDialog as LabelRatesDialog } from '@phonehub/ui';
import { useAdminLabelRates, useBuyAdminLabel } from '../api/order-label';

/**
 * The carrier's rates for PhoneHub's parcel of a paid order (from the warehouse); "Buy label" buys
 * the chosen one and hands the updated order on, so its parcels can be shown with the new label.
 */
export function BuyLabelDialog({
  order,
  onClose,
  onBought,
}: {
  order: AdminOrder;
  onClose: () => void;
  onBought: (order: AdminOrder) => void;
}) {
  const rates = useAdminLabelRates(order.id);
  const buy = useBuyAdminLabel();
  return (
    <LabelRatesDialog
      rates={rates}
      shippingMethod={order.shipping_method}
      parcel={`PhoneHub's parcel of order #${orderReference(order.id)} for ${order.user_name || order.user_email}`}
      legend="Rates for PhoneHub's parcel"
      noRates="The carrier offers no rate for this parcel. Ship it by hand with its tracking number."
      onBuy={async (rate) => {
        onBought(await buy.mutateAsync({ id: order.id, body: rate }));
        // The parcels dialog takes over from here: closing would drop it.
        return false;
      }}
      buying={buy}
      onClose={onClose}
    />
  );
}
