import type { AdminProduct, AdminProductRemoval, AdminProductRequest } from '@phonehub/contracts';
import {
  createAdminProduct,
  deleteAdminProduct,
  updateAdminProduct,
  uploadAdminProductImage,
} from '@phonehub/api-client';
import type { ProductFormApi } from '@phonehub/ui';
import { useMutation } from '@tanstack/react-query';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminProductsRootKey } from './get-admin-products';

export const useCreateAdminProduct = () =>
  useAdminMutation({
    mutationFn: (body: AdminProductRequest): Promise<AdminProduct> => createAdminProduct(body),
    success: 'Product created successfully',
    failure: 'Failed to save product',
    invalidates: [adminProductsRootKey],
  });

export const useUpdateAdminProduct = () =>
  useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminProductRequest }): Promise<AdminProduct> =>
      updateAdminProduct(id, body),
    success: 'Product updated successfully',
    failure: 'Failed to save product',
    invalidates: [adminProductsRootKey],
  });

/** Deletes a product; one an order names is hidden instead, and the toast says so. */
export const useDeleteAdminProduct = () =>
  useAdminMutation({
    mutationFn: (product: AdminProduct): Promise<AdminProductRemoval> => deleteAdminProduct(product.id),
    success: (removal) =>
      removal.outcome === 'hidden'
        ? 'Product deleted successfully (kept hidden for the orders that name it)'
        : 'Product deleted successfully',
    failure: 'Failed to delete product',
    invalidates: [adminProductsRootKey],
  });

/** One photo upload; the form shows each failure beside the images (no toast). */
export const useUploadAdminProductImage = () =>
  useMutation({ mutationFn: (file: File) => uploadAdminProductImage(file) });

/** The admin's endpoints for the shared product form. */
export const adminProductFormApi: ProductFormApi<'admin'> = {
  useCreate: useCreateAdminProduct,
  useUpdate: useUpdateAdminProduct,
  useUpload: useUploadAdminProductImage,
};
