import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Select, TextAreaField, TextField } from '../components/fields';
import { FormDialog } from '../components/form-dialog';
import { ImageUploadField } from '../components/image-upload-field';
import { failureDetail } from '../hooks/use-notified-mutation';
import {
  atMost,
  canSubmit,
  CATEGORY_OPTIONS,
  CONDITION_OPTIONS,
  LIMITS,
  noContactDetails,
  originalPriceProblem,
  priceProblem,
  PRICE_HINT,
  required,
  specificationLinesProblem,
  toFormValues,
  toRequest,
  wholeBetween,
  type ProductFormValues,
  type ProductFormVariant,
  type ProductFormVariants,
} from './product-form';
import { SellerTerms, SpecificationRows } from './product-form-sections';

/** What the dialog needs of a save: TanStack Query's mutation result fits. */
export interface ProductSaveMutation<Variables> {
  mutate: (variables: Variables, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The app's product endpoints as hooks (its own routes, toasts and cache keys). The dialog calls
 * them itself, so a failed save is forgotten when it closes.
 */
export interface ProductFormApi<V extends ProductFormVariant> {
  useCreate: () => ProductSaveMutation<ProductFormVariants[V]['request']>;
  useUpdate: () => ProductSaveMutation<{ id: string; body: ProductFormVariants[V]['request'] }>;
  /** One photo upload, answering its URL. */
  useUpload: () => { mutateAsync: (file: File) => Promise<{ url: string }> };
}

export interface ProductFormDialogProps<V extends ProductFormVariant> {
  variant: V;
  /** The product to edit; without it the dialog adds one. */
  product?: ProductFormVariants[V]['product'];
  api: ProductFormApi<V>;
  onClose: () => void;
}

const TEXTS = {
  admin: {
    addTitle: 'Add New Product',
    description: 'Shown in the marketplace as soon as it is saved; name, brand and price are required.',
    create: 'Create Product',
    update: 'Update Product',
    createFailed: 'Failed to save product',
    updateFailed: 'Failed to save product',
    color: 'Colour',
  },
  seller: {
    addTitle: 'Add Product',
    description: 'Shoppers see these details on the product page; the marked fields are required.',
    create: 'Add Product',
    update: 'Save Changes',
    createFailed: 'Failed to create product',
    updateFailed: 'Failed to update product',
    color: 'Color',
  },
} as const;

/**
 * Adds a product (no `product`) or edits one, for the admin or a seller: every field of the
 * contract with its default and limit, a message under each field that is wrong, and the draft kept
 * open with the API's reason when saving fails. The admin's form also has battery health and
 * specifications as rows, and needs name, brand and price before it can be submitted; the seller's
 * requires the model, takes specifications as lines and adds the terms the product is sold on.
 */
export function ProductFormDialog<V extends ProductFormVariant>({
  variant,
  product,
  api,
  onClose,
}: ProductFormDialogProps<V>) {
  const create = api.useCreate();
  const update = api.useUpdate();
  const upload = api.useUpload();
  const save = product ? update : create;
  const admin = variant === 'admin';
  const texts = TEXTS[variant];
  const [uploading, setUploading] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ProductFormValues>({ defaultValues: toFormValues(variant, product), mode: 'onTouched' });
  const [name, brand, price, images] = watch(['name', 'brand', 'price', 'images']);

  const onSubmit = handleSubmit((values) => {
    const body = toRequest(variant, values);
    if (product) update.mutate({ id: product.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  });

  const field = (key: keyof ProductFormValues) => errors[key]?.message;
  const stock = (
    <TextField
      label="Stock quantity"
      inputMode="numeric"
      error={field('stock_quantity')}
      {...register('stock_quantity', { validate: wholeBetween(LIMITS.stock_quantity) })}
    />
  );

  return (
    <FormDialog
      title={product ? 'Edit Product' : texts.addTitle}
      description={texts.description}
      className="ph-product-form"
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={product ? texts.update : texts.create}
      busy={save.isPending}
      submitDisabled={uploading > 0 || (admin && !canSubmit({ name, brand, price }))}
      error={failureDetail(save)}
      errorTitle={product ? texts.updateFailed : texts.createFailed}
    >
      <TextField
        label="Product name"
        required
        maxLength={LIMITS.name}
        error={field('name')}
        {...register('name', {
          validate: {
            required: required('product name'),
            atMost: atMost(LIMITS.name),
            noContactDetails: noContactDetails('The product name'),
          },
        })}
      />
      <div className="ph-product-form__row">
        <TextField
          label="Brand"
          required
          maxLength={LIMITS.brand}
          error={field('brand')}
          {...register('brand', {
            validate: {
              required: required('brand'),
              atMost: atMost(LIMITS.brand),
              noContactDetails: noContactDetails('The brand'),
            },
          })}
        />
        <TextField
          label="Model"
          required={!admin}
          maxLength={LIMITS.model}
          error={field('model')}
          {...register('model', {
            validate: {
              ...(admin ? {} : { required: required('model') }),
              atMost: atMost(LIMITS.model),
              noContactDetails: noContactDetails('The model'),
            },
          })}
        />
      </div>
      <div className="ph-product-form__row">
        <TextField
          label="Price ($)"
          required
          inputMode="decimal"
          hint={PRICE_HINT}
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
      <div className="ph-product-form__row">
        <Select label="Condition" options={CONDITION_OPTIONS} {...register('condition')} />
        <Select label="Category" options={CATEGORY_OPTIONS} {...register('category')} />
      </div>
      <div className="ph-product-form__row">
        <TextField
          label="Storage"
          maxLength={LIMITS.storage}
          placeholder="128GB"
          error={field('storage')}
          {...register('storage', { validate: atMost(LIMITS.storage) })}
        />
        <TextField
          label={texts.color}
          maxLength={LIMITS.color}
          error={field('color')}
          {...register('color', { validate: atMost(LIMITS.color) })}
        />
      </div>
      {admin && (
        <div className="ph-product-form__row">
          {stock}
          <TextField
            label="Battery health (%)"
            inputMode="numeric"
            hint="Optional."
            error={field('battery_health')}
            {...register('battery_health', { validate: wholeBetween([0, 100], true) })}
          />
        </div>
      )}
      <TextAreaField
        label="Description"
        maxLength={LIMITS.description}
        error={field('description')}
        {...register('description', { validate: atMost(LIMITS.description) })}
      />
      <ImageUploadField
        images={images}
        // Uploads land one by one: each change applies to the images as they are then.
        onChange={(change) => setValue('images', change(getValues('images')), { shouldDirty: true })}
        onUploadingChange={setUploading}
        upload={upload.mutateAsync}
        max={LIMITS.images}
      />
      {admin ? (
        <SpecificationRows control={control} register={register} errors={errors} />
      ) : (
        <>
          <TextAreaField
            label="Specifications"
            rows={3}
            placeholder={'Display: 6.1-inch OLED\nBattery health: 92%'}
            hint='One per line, as "Name: value".'
            error={field('specification_lines')}
            {...register('specification_lines', { validate: specificationLinesProblem })}
          />
          <SellerTerms
            stock={stock}
            register={register}
            errors={errors}
            freeShipping={watch('free_shipping')}
          />
        </>
      )}
    </FormDialog>
  );
}
