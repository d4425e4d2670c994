import type { DevicePricing } from '@phonehub/contracts';
import { isApiError } from '@phonehub/api-client';
import { STORAGE_STEP_RATE } from '@phonehub/domain';
import { Alert, Button, Dialog, DialogClose, TextField } from '@phonehub/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateDevicePricing } from '../api/create-device-pricing';
import { useUpdateDevicePricing } from '../api/update-device-pricing';
import { PRICE_FIELDS, priceProblem, toFormValues, toRequest, type DevicePricingValues } from './device-pricing-form';

/** Adds a device (no `device`) or edits one. */
export function DevicePricingDialog({ device, onClose }: { device?: DevicePricing; onClose: () => void }) {
  const formId = useId();
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

  const detail = save.isError && isApiError(save.error) ? save.error.detail : undefined;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      title={device ? 'Edit Device' : 'Add New Device'}
      description={`Trade-in prices for each condition. Quotes add ${STORAGE_STEP_RATE * 100}% per storage size above the smallest.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={save.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={!complete} loading={save.isPending} loadingText="Saving...">
            {device ? 'Update' : 'Create'}
          </Button>
        </>
      }
    >
      <form id={formId} className="device-form" onSubmit={onSubmit} noValidate>
        {save.isError && (
          <Alert tone="danger" title="Failed to save device pricing. Please try again.">
            {detail}
          </Alert>
        )}
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
      </form>
    </Dialog>
  );
}
