import type { Order } from '@phonehub/contracts';
import { useSession } from '@phonehub/session';
import { Alert, Button, LockIcon } from '@phonehub/ui';
import { useState } from 'react';
import { redirectTo } from '../../lib/browser';
import { errorMessage } from '../../lib/error-message';
import { usePayOrder } from '../../api/pay-order';

/** An order still waiting for its payment (the shopper cancelled it on the payment page, or left). */
export const awaitsPayment = (order: Pick<Order, 'status' | 'payment_status'>): boolean =>
  order.status === 'pending' && order.payment_status === 'unpaid';

/**
 * "Pay now": opens a fresh payment page for the order and goes there. A guest names the order by the
 * email it was placed with. The API's refusal (paid meanwhile, reservation ended) is shown as it says.
 */
export function PayNow({ orderId, email }: { orderId: string; email?: string }) {
  const { user, token } = useSession();
  const pay = usePayOrder();
  const [redirecting, setRedirecting] = useState(false);
  const start = () =>
    pay.mutate(
      { orderId, email, token: user ? token : null },
      {
        onSuccess: (session) => {
          setRedirecting(true);
          redirectTo(session.url);
        },
      },
    );
  return (
    <>
      <Button onClick={start} loading={pay.isPending || redirecting} loadingText="Redirecting to payment...">
        <LockIcon size={18} /> Pay now
      </Button>
      {pay.isError && (
        <Alert tone="danger" className="pay-now__error">
          {errorMessage(pay.error, 'Failed to create checkout session', 'Failed to initiate payment')}
        </Alert>
      )}
    </>
  );
}
