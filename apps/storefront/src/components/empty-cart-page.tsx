import { ArrowRightIcon, CartIcon } from '@phonehub/ui';
import { LinkEmptyState } from './link-empty-state';

/** The cart and the checkout with nothing in the cart: the page's title, and the way back to the shop. */
export function EmptyCartPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="ph-container page">
      <h1 className="page__title">{title}</h1>
      <LinkEmptyState
        className="cart-empty"
        icon={<CartIcon size={28} />}
        title="Your cart is empty"
        description={description}
        to="/marketplace"
        linkText={
          <>
            Continue Shopping <ArrowRightIcon size={18} />
          </>
        }
      />
    </div>
  );
}
