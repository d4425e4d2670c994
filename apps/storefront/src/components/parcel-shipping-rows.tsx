import { cartSellerNames, formatCents, type CartItem, type OrderTotals } from '@phonehub/domain';

const price = (cents: number) => (cents === 0 ? 'Free' : formatCents(cents));

/**
 * The summary's shipping rows, one per parcel as checkout charges them: PhoneHub's by the chosen
 * method ("Shipping (standard)", or "Shipping from PhoneHub (standard)" beside sellers' parcels) and
 * each marketplace seller's at its own cost ("Shipping from <seller>"). Rows of a `<dl>`.
 */
export function ParcelShippingRows({
  totals,
  items,
  method,
  testId,
}: {
  totals: OrderTotals;
  items: readonly CartItem[];
  /** The method's name as shown, e.g. 'standard'. */
  method: string;
  /** PhoneHub's row gets `testId`, a seller's `${testId}-${sellerId}`. */
  testId: string;
}) {
  const names = cartSellerNames(items);
  const sellers = totals.parcels.filter((p) => p.sellerId !== null);
  const shop = totals.parcels.find((p) => p.sellerId === null);
  return (
    <>
      {(shop || sellers.length === 0) && (
        <div>
          <dt>{sellers.length > 0 ? `Shipping from PhoneHub (${method})` : `Shipping (${method})`}</dt>
          <dd data-testid={testId}>{price(shop?.shippingCents ?? 0)}</dd>
        </div>
      )}
      {sellers.map((parcel) => (
        <div key={parcel.sellerId}>
          <dt>Shipping from {names.get(parcel.sellerId as string) || 'marketplace seller'}</dt>
          <dd data-testid={`${testId}-${parcel.sellerId}`}>{price(parcel.shippingCents)}</dd>
        </div>
      ))}
    </>
  );
}
