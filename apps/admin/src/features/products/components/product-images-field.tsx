import { isApiError } from '@phonehub/api-client';
import { ImageUploadField } from '@phonehub/ui';
import { useUploadAdminProductImage } from '../api/save-admin-product';
import { LIMITS } from './product-form';

export interface ProductImagesFieldProps {
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  /** Tells the form how many uploads still run (it waits for them before saving). */
  onUploadingChange: (count: number) => void;
}

/** The admin's product photos, uploaded to the admin's image route. */
export function ProductImagesField(props: ProductImagesFieldProps) {
  const upload = useUploadAdminProductImage();
  return (
    <ImageUploadField
      {...props}
      upload={upload.mutateAsync}
      max={LIMITS.images}
      errorDetail={(error) => (isApiError(error) ? error.detail : undefined)}
    />
  );
}
