import type { DevicePricing } from '@phonehub/contracts';
import { STORAGE_STEP_RATE } from '@phonehub/domain';
import { FormDialog, TextField } from '@phonehub/ui';
import { useForm } from 'react-hook-form';
import { useCreateDevicePricing } from '../api/create-device-pricing';
import { useUpdateDevicePricing } from '../api/update-device-pricing';
import { failureDetail } from '../../../shared/use-admin-mutation';
import {
  PRICE_FIELDS,
  priceProblem,
  toFormValues,
  toRequest,
  type DevicePricingValues,
} from './device-pricing-form';

/** Adds a device (no `device`) or edits one. */
export function DevicePricingDialog({ device, onClose }: { device?: DevicePricing; onClose: () => void }) {
  const create = useCreateDevicePricing();
  const update = useUpdateDevicePricing();
  const save = device ? update : create;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<DevicePricingValues>({ defaultValues: toFormValues(device) });
  const [brand, model] = watch(['brand', 'model']);
  const complete = brand.trim() !== '' && model.trim() !== '';

  const onSubmit = handleSubmit((values) => {
    const body = toRequest(values);
    if (device) update.mutate({ id: device.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  });

  return (
    <FormDialog
      title={device ? 'Edit Device' : 'Add New Device'}
      description={`Trade-in prices for each condition. Quotes add ${STORAGE_STEP_RATE * 100}% per storage size above the smallest.`}
      className="device-form"
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={device ? 'Update' : 'Create'}
      busy={save.isPending}
      submitDisabled={!complete}
      error={failureDetail(save)}
      errorTitle="Failed to save device pricing. Please try again."
    >
      <div className="device-form__row">
        <TextField label="Brand" required maxLength={100} autoComplete="off" {...register('brand')} />
        <TextField label="Model" required maxLength={100} autoComplete="off" {...register('model')} />
      </div>
      <TextField
        label="Storage Options"
        hint="Comma separated, e.g. 64GB, 128GB, 256GB. Leave blank for the default sizes."
        autoComplete="off"
        {...register('storage')}
      />
      <fieldset className="device-form__prices">
        <legend className="ph-label">Prices ($)</legend>
        {PRICE_FIELDS.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder="0"
            error={errors[name]?.message}
            {...register(name, { validate: priceProblem })}
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}
