import { ConfirmDialog } from '@phonehub/ui';
import type { SellerProduct } from '../api/get-seller-products';
import { useDeleteSellerProduct } from '../api/save-seller-product';

/** Asks before a product is deleted; one that has orders is hidden instead, which the question says. */
export function DeleteProductDialog({ product, onClose }: { product: SellerProduct; onClose: () => void }) {
  const remove = useDeleteSellerProduct();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete ${product.name}?`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      tone="danger"
      onConfirm={() => remove.mutateAsync(product.id)}
    >
      <p>
        It leaves the catalogue at once. A product that has orders is hidden instead of deleted, so those
        orders keep their details; it stays in this list as Hidden.
      </p>
    </ConfirmDialog>
  );
}
