import { orderReference } from '@phonehub/domain';
import { BuyLabelDialog as LabelRatesDialog } from '@phonehub/ui';
import type { SellerOrder } from '../api/get-seller-orders';
import { useBuySellerLabel, useSellerLabelRates } from '../api/seller-label';

/**
 * The carrier's rates for the seller's parcel of a paid order; "Buy label" buys the chosen one. The
 * label's link and the parcel's status then show on the order's row.
 */
export function BuyLabelDialog({ order, onClose }: { order: SellerOrder; onClose: () => void }) {
  const rates = useSellerLabelRates(order.id);
  const buy = useBuySellerLabel();
  return (
    <LabelRatesDialog
      rates={rates}
      shippingMethod={order.shipping_method}
      parcel={`Order #${orderReference(order.id)} for ${order.customer_name ?? 'the buyer'}`}
      legend="Rates for your parcel"
      noRates="The carrier offers no rate for this parcel. Ship it yourself and enter its tracking number."
      onBuy={(rate) => buy.mutateAsync({ id: order.id, ...rate })}
      buying={buy}
      onClose={onClose}
    />
  );
}
