import { DeleteProductDialog } from '@phonehub/ui';
import type { SellerProduct } from '../api/get-seller-products';
import { useDeleteSellerProduct } from '../api/save-seller-product';

/** Asks before a product is deleted; one that has orders is hidden instead, which the question says. */
export function DeleteSellerProduct({ product, onClose }: { product: SellerProduct; onClose: () => void }) {
  const remove = useDeleteSellerProduct();
  return (
    <DeleteProductDialog
      name={product.name}
      onDelete={() => remove.mutateAsync(product.id)}
      onClose={onClose}
    >
      <p>
        It leaves the catalogue at once. A product that has orders is hidden instead of deleted, so those
        orders keep their details; it stays in this list as Hidden.
      </p>
    </DeleteProductDialog>
  );
}
