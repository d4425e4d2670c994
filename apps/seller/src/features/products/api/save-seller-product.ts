import { notify } from '@phonehub/session';
import { useNotifiedMutation, type ProductFormApi } from '@phonehub/ui';
import {
  createSellerProduct,
  deleteSellerProduct,
  updateSellerProduct,
  uploadSellerProductImage,
} from '@phonehub/api-client';
import type { SellerProductRequest } from '@phonehub/contracts';
import { useMutation } from '@tanstack/react-query';
import { sellerKeys } from '../../../shared/query-keys';

const touched = [sellerKeys.products, sellerKeys.stats];

/** Spec section 8's texts for a new product. */
export const useCreateSellerProduct = () =>
  useNotifiedMutation({
    mutationFn: (body: SellerProductRequest) => createSellerProduct(body),
    success: 'Product created successfully!',
    failure: 'Failed to create product',
    invalidates: touched,
    notify,
  });

export const useUpdateSellerProduct = () =>
  useNotifiedMutation({
    mutationFn: ({ id, body }: { id: string; body: SellerProductRequest }) => updateSellerProduct(id, body),
    success: 'Product updated successfully!',
    failure: 'Failed to update product',
    invalidates: touched,
    notify,
  });

/** A product with orders is hidden rather than deleted: either way it leaves the catalogue. */
export const useDeleteSellerProduct = () =>
  useNotifiedMutation({
    mutationFn: (id: string) => deleteSellerProduct(id),
    success: 'Product removed from the catalogue',
    failure: 'Failed to delete product',
    invalidates: touched,
    notify,
  });

/** One photo upload; the form says what went wrong under the field, so nothing is toasted. */
export const useUploadProductImage = () =>
  useMutation({ mutationFn: (file: File) => uploadSellerProductImage(file) });

/** The seller's endpoints for the shared product form. */
export const sellerProductFormApi: ProductFormApi<'seller'> = {
  useCreate: useCreateSellerProduct,
  useUpdate: useUpdateSellerProduct,
  useUpload: useUploadProductImage,
};
