import { SELLER_PRODUCT_LIMITS } from '@phonehub/domain';
import { failureDetail } from '@phonehub/ui';
import { Checkbox, FormDialog, Select, TextAreaField, TextField } from '@phonehub/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SellerProduct } from '../api/get-seller-products';
import { useCreateSellerProduct, useUpdateSellerProduct } from '../api/save-seller-product';
import {
  atMost,
  CATEGORY_OPTIONS,
  CONDITION_OPTIONS,
  originalPriceProblem,
  priceProblem,
  required,
  shippingCostProblem,
  specificationsProblem,
  tagsProblem,
  toFormValues,
  toRequest,
  wholeBetween,
  type ProductFormValues,
} from './product-form';
import { ProductImagesField } from './product-images-field';

/**
 * Adds a product (no `product`) or edits one: every field of the contract with its default and
 * limit, a message under each field that is wrong, and the draft kept open on an API error.
 */
export function ProductFormDialog({ product, onClose }: { product?: SellerProduct; onClose: () => void }) {
  const create = useCreateSellerProduct();
  const update = useUpdateSellerProduct();
  const save = product ? update : create;
  const [uploading, setUploading] = useState(0);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ProductFormValues>({ defaultValues: toFormValues(product), mode: 'onTouched' });
  const [freeShipping, images] = watch(['free_shipping', 'images']);

  const onSubmit = handleSubmit((values) => {
    const body = toRequest(values);
    if (product) update.mutate({ id: product.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  });

  const field = (name: keyof ProductFormValues) => errors[name]?.message;

  return (
    <FormDialog
      title={product ? 'Edit Product' : 'Add Product'}
      description="Shoppers see these details on the product page; the marked fields are required."
      className="product-form"
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={product ? 'Save Changes' : 'Add Product'}
      busy={save.isPending}
      submitDisabled={uploading > 0}
      error={failureDetail(save)}
      errorTitle={product ? 'Failed to update product' : 'Failed to create product'}
    >
      <TextField
        label="Product name"
        required
        maxLength={SELLER_PRODUCT_LIMITS.name}
        error={field('name')}
        {...register('name', {
          validate: { required: required('product name'), atMost: atMost(SELLER_PRODUCT_LIMITS.name) },
        })}
      />
      <div className="product-form__row">
        <TextField
          label="Brand"
          required
          maxLength={SELLER_PRODUCT_LIMITS.brand}
          error={field('brand')}
          {...register('brand', {
            validate: { required: required('brand'), atMost: atMost(SELLER_PRODUCT_LIMITS.brand) },
          })}
        />
        <TextField
          label="Model"
          required
          maxLength={SELLER_PRODUCT_LIMITS.model}
          error={field('model')}
          {...register('model', {
            validate: { required: required('model'), atMost: atMost(SELLER_PRODUCT_LIMITS.model) },
          })}
        />
      </div>
      <div className="product-form__row">
        <TextField
          label="Price ($)"
          required
          inputMode="decimal"
          error={field('price')}
          {...register('price', { validate: priceProblem, deps: ['original_price'] })}
        />
        <TextField
          label="Original price ($)"
          inputMode="decimal"
          hint="Optional: shows the discount."
          error={field('original_price')}
          {...register('original_price', { validate: originalPriceProblem })}
        />
      </div>
      <div className="product-form__row">
        <Select label="Condition" options={CONDITION_OPTIONS} {...register('condition')} />
        <Select label="Category" options={CATEGORY_OPTIONS} {...register('category')} />
      </div>
      <div className="product-form__row">
        <TextField
          label="Storage"
          maxLength={SELLER_PRODUCT_LIMITS.storage}
          placeholder="128GB"
          error={field('storage')}
          {...register('storage', { validate: atMost(SELLER_PRODUCT_LIMITS.storage) })}
        />
        <TextField
          label="Color"
          maxLength={SELLER_PRODUCT_LIMITS.color}
          error={field('color')}
          {...register('color', { validate: atMost(SELLER_PRODUCT_LIMITS.color) })}
        />
      </div>
      <TextAreaField
        label="Description"
        maxLength={SELLER_PRODUCT_LIMITS.description}
        error={field('description')}
        {...register('description', { validate: atMost(SELLER_PRODUCT_LIMITS.description) })}
      />
      <ProductImagesField
        images={images}
        // Uploads land one by one: each change applies to the images as they are then.
        onChange={(change) => setValue('images', change(getValues('images')), { shouldDirty: true })}
        onUploadingChange={setUploading}
      />
      <TextAreaField
        label="Specifications"
        rows={3}
        placeholder={'Display: 6.1-inch OLED\nBattery health: 92%'}
        hint='One per line, as "Name: value".'
        error={field('specifications')}
        {...register('specifications', { validate: specificationsProblem })}
      />
      <fieldset className="product-form__group">
        <legend className="ph-label">Stock and terms</legend>
        <div className="product-form__row">
          <TextField
            label="Stock quantity"
            inputMode="numeric"
            error={field('stock_quantity')}
            {...register('stock_quantity', {
              validate: wholeBetween(SELLER_PRODUCT_LIMITS.stock_quantity),
            })}
          />
          <TextField
            label="Warranty (months)"
            inputMode="numeric"
            error={field('warranty_months')}
            {...register('warranty_months', {
              validate: wholeBetween(SELLER_PRODUCT_LIMITS.warranty_months),
            })}
          />
        </div>
        <div className="product-form__row">
          <TextField
            label="Return policy (days)"
            inputMode="numeric"
            hint="At least the shop's own 30 days."
            error={field('return_policy_days')}
            {...register('return_policy_days', {
              validate: wholeBetween(SELLER_PRODUCT_LIMITS.return_policy_days),
            })}
          />
          <TextField
            label="Estimated delivery (days)"
            inputMode="numeric"
            error={field('estimated_delivery_days')}
            {...register('estimated_delivery_days', {
              validate: wholeBetween(SELLER_PRODUCT_LIMITS.estimated_delivery_days),
            })}
          />
        </div>
        <Checkbox label="Free shipping" {...register('free_shipping', { deps: ['shipping_cost'] })} />
        {!freeShipping && (
          <TextField
            label="Shipping cost ($)"
            inputMode="decimal"
            error={field('shipping_cost')}
            {...register('shipping_cost', { validate: shippingCostProblem })}
          />
        )}
        <TextField
          label="Tags"
          hint={`Comma separated, up to ${SELLER_PRODUCT_LIMITS.tags}.`}
          error={field('tags')}
          {...register('tags', { validate: tagsProblem })}
        />
      </fieldset>
    </FormDialog>
  );
}
