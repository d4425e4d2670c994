import type { ReactNode } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '../components/button';
import { Checkbox, TextField } from '../components/fields';
import { PlusIcon, TrashIcon } from '../components/icons';
import {
  LIMITS,
  shippingCostProblem,
  SHIPPING_HINT,
  specificationRowsProblem,
  tagsProblem,
  wholeBetween,
  type ProductFormValues,
} from './product-form';

export interface FieldsProps {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** The admin's specifications: a name and a value a row, added and removed one by one. */
export function SpecificationRows({
  control,
  register,
  errors,
}: FieldsProps & { control: Control<ProductFormValues> }) {
  const rows = useFieldArray({
    control,
    name: 'specification_rows',
    rules: { validate: specificationRowsProblem },
  });
  const problem = errors.specification_rows?.root?.message;
  return (
    <fieldset className="ph-product-form__group">
      <legend className="ph-label">Specifications</legend>
      {rows.fields.map((row, index) => (
        <div key={row.id} className="ph-product-form__spec">
          <TextField
            label={`Specification ${index + 1} name`}
            placeholder="Display"
            maxLength={LIMITS.specificationName}
            {...register(`specification_rows.${index}.name`)}
          />
          <TextField
            label={`Specification ${index + 1} value`}
            placeholder="6.1-inch OLED"
            maxLength={LIMITS.specificationText}
            {...register(`specification_rows.${index}.value`)}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove specification ${index + 1}`}
            onClick={() => rows.remove(index)}
          >
            <TrashIcon size={16} />
          </Button>
        </div>
      ))}
      {rows.fields.length < LIMITS.specifications && (
        <Button variant="outline" size="sm" onClick={() => rows.append({ name: '', value: '' })}>
          <PlusIcon size={16} /> Add specification
        </Button>
      )}
      {problem && (
        <p className="ph-field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** The seller's stock and the terms a marketplace product is sold on. */
export function SellerTerms({
  stock,
  register,
  errors,
  freeShipping,
}: FieldsProps & { stock: ReactNode; freeShipping: boolean }) {
  const whole = (key: 'warranty_months' | 'return_policy_days' | 'estimated_delivery_days') => ({
    error: errors[key]?.message,
    ...register(key, { validate: wholeBetween(LIMITS[key]) }),
  });
  return (
    <fieldset className="ph-product-form__group">
      <legend className="ph-label">Stock and terms</legend>
      <div className="ph-product-form__row">
        {stock}
        <TextField label="Warranty (months)" inputMode="numeric" {...whole('warranty_months')} />
      </div>
      <div className="ph-product-form__row">
        <TextField
          label="Return policy (days)"
          inputMode="numeric"
          hint="At least the shop's own 30 days."
          {...whole('return_policy_days')}
        />
        <TextField
          label="Estimated delivery (days)"
          inputMode="numeric"
          {...whole('estimated_delivery_days')}
        />
      </div>
      <Checkbox label="Free shipping" {...register('free_shipping', { deps: ['shipping_cost'] })} />
      {!freeShipping && (
        <TextField
          label="Shipping cost ($)"
          inputMode="decimal"
          hint={SHIPPING_HINT}
          error={errors.shipping_cost?.message}
          {...register('shipping_cost', { validate: shippingCostProblem })}
        />
      )}
      <TextField
        label="Tags"
        hint={`Comma separated, up to ${LIMITS.tags}.`}
        error={errors.tags?.message}
        {...register('tags', { validate: tagsProblem })}
      />
    </fieldset>
  );
}
