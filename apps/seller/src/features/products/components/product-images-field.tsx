import { isApiError } from '@phonehub/api-client';
import { SELLER_PRODUCT_LIMITS } from '@phonehub/domain';
import { ImageUploadField } from '@phonehub/ui';
import { useUploadProductImage } from '../api/save-seller-product';

export interface ProductImagesFieldProps {
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  /** Tells the form how many uploads still run (it waits for them before saving). */
  onUploadingChange: (count: number) => void;
}

/** The seller's product photos, uploaded to the seller's image route. */
export function ProductImagesField(props: ProductImagesFieldProps) {
  const upload = useUploadProductImage();
  return (
    <ImageUploadField
      {...props}
      upload={upload.mutateAsync}
      max={SELLER_PRODUCT_LIMITS.images}
      errorDetail={(error) => (isApiError(error) ? error.detail : undefined)}
    />
  );
}
