import { Button, FormDialog, PlusIcon, Select, TextAreaField, TextField, TrashIcon } from '@phonehub/ui';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { failureDetail } from '../../../shared/use-admin-mutation';
import type { AdminProduct } from '../api/get-admin-products';
import { useCreateAdminProduct, useUpdateAdminProduct } from '../api/save-admin-product';
import {
  atMost,
  canSubmit,
  CATEGORY_OPTIONS,
  CONDITION_OPTIONS,
  LIMITS,
  originalPriceProblem,
  priceProblem,
  required,
  specificationsProblem,
  toFormValues,
  toRequest,
  wholeBetween,
  type AdminProductFormValues,
} from './product-form';
import { ProductImagesField } from './product-images-field';

/**
 * 'Add New Product' (no `product`) or 'Edit Product': the spec's admin form plus stock, original
 * price, storage, colour, specifications, battery health and uploaded images. The draft stays open
 * with the API's reason when saving fails.
 */
export function ProductFormDialog({ product, onClose }: { product?: AdminProduct; onClose: () => void }) {
  const create = useCreateAdminProduct();
  const update = useUpdateAdminProduct();
  const save = product ? update : create;
  const [uploading, setUploading] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<AdminProductFormValues>({ defaultValues: toFormValues(product), mode: 'onTouched' });
  const specifications = useFieldArray({ control, name: 'specifications', rules: { validate: specificationsProblem } });
  const [name, brand, price, images] = watch(['name', 'brand', 'price', 'images']);

  const onSubmit = handleSubmit((values) => {
    const body = toRequest(values);
    if (product) update.mutate({ id: product.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  });

  const field = (key: keyof AdminProductFormValues) => errors[key]?.message;

  return (
    <FormDialog
      title={product ? 'Edit Product' : 'Add New Product'}
      description="Shown in the marketplace as soon as it is saved; name, brand and price are required."
      className="admin-product-form"
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={product ? 'Update Product' : 'Create Product'}
      busy={save.isPending}
      submitDisabled={uploading > 0 || !canSubmit({ name, brand, price })}
      error={failureDetail(save)}
      errorTitle="Failed to save product"
    >
      <TextField
        label="Product name"
        required
        maxLength={LIMITS.name}
        error={field('name')}
        {...register('name', { validate: { required: required('product name'), atMost: atMost(LIMITS.name) } })}
      />
      <div className="admin-product-form__row">
        <TextField
          label="Brand"
          required
          maxLength={LIMITS.brand}
          error={field('brand')}
          {...register('brand', { validate: { required: required('brand'), atMost: atMost(LIMITS.brand) } })}
        />
        <TextField label="Model" maxLength={LIMITS.model} error={field('model')} {...register('model', { validate: atMost(LIMITS.model) })} />
      </div>
      <div className="admin-product-form__row">
        <TextField label="Price ($)" required inputMode="decimal" error={field('price')} {...register('price', { validate: priceProblem, deps: ['original_price'] })} />
        <TextField
          label="Original price ($)"
          inputMode="decimal"
          hint="Optional: shows the discount."
          error={field('original_price')}
          {...register('original_price', { validate: originalPriceProblem })}
        />
      </div>
      <div className="admin-product-form__row">
        <Select label="Condition" options={CONDITION_OPTIONS} {...register('condition')} />
        <Select label="Category" options={CATEGORY_OPTIONS} {...register('category')} />
      </div>
      <div className="admin-product-form__row">
        <TextField label="Storage" maxLength={LIMITS.storage} placeholder="128GB" error={field('storage')} {...register('storage', { validate: atMost(LIMITS.storage) })} />
        <TextField label="Colour" maxLength={LIMITS.color} error={field('color')} {...register('color', { validate: atMost(LIMITS.color) })} />
      </div>
      <div className="admin-product-form__row">
        <TextField
          label="Stock quantity"
          inputMode="numeric"
          error={field('stock_quantity')}
          {...register('stock_quantity', { validate: wholeBetween(...LIMITS.stock_quantity) })}
        />
        <TextField
          label="Battery health (%)"
          inputMode="numeric"
          hint="Optional."
          error={field('battery_health')}
          {...register('battery_health', { validate: wholeBetween(0, 100, true) })}
        />
      </div>
      <TextAreaField label="Description" maxLength={LIMITS.description} error={field('description')} {...register('description', { validate: atMost(LIMITS.description) })} />
      <ProductImagesField
        images={images}
        // Uploads land one by one: each change applies to the images as they are then.
        onChange={(change) => setValue('images', change(getValues('images')), { shouldDirty: true })}
        onUploadingChange={setUploading}
      />
      <fieldset className="admin-product-form__specs">
        <legend className="ph-label">Specifications</legend>
        {specifications.fields.map((row, index) => (
          <div key={row.id} className="admin-product-form__spec">
            <TextField label={`Specification ${index + 1} name`} placeholder="Display" maxLength={LIMITS.specificationName} {...register(`specifications.${index}.name`)} />
            <TextField label={`Specification ${index + 1} value`} placeholder="6.1-inch OLED" maxLength={LIMITS.specificationText} {...register(`specifications.${index}.value`)} />
            <Button variant="ghost" size="sm" aria-label={`Remove specification ${index + 1}`} onClick={() => specifications.remove(index)}>
              <TrashIcon size={16} />
            </Button>
          </div>
        ))}
        {specifications.fields.length < LIMITS.specifications && (
          <Button variant="outline" size="sm" onClick={() => specifications.append({ name: '', value: '' })}>
            <PlusIcon size={16} /> Add specification
          </Button>
        )}
        {errors.specifications?.root?.message && (
          <p className="ph-field-error" role="alert">
            {errors.specifications.root.message}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
