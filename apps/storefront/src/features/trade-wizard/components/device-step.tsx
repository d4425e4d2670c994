import type { TradeDeviceCatalogue } from '@phonehub/contracts';
import { TRADE_CONDITIONS, tradeConditionLabel } from '@phonehub/domain';
import { Select, Spinner, TextAreaField, TextField, type SelectOption } from '@phonehub/ui';
import { useEffect } from 'react';
import { useTradeDevices } from '../api/get-trade-devices';
import type { TradeQuoteRequest } from '../api/get-trade-quote';
import type { PhotoProblem, TradePhoto } from '../hooks/use-trade-photos';
import { TradeEstimate } from './trade-estimate';
import { DESCRIPTION_MAX_LENGTH, type TradeForm, type TradeValues } from './trade-form';
import { TradePhotosField } from './trade-photos-field';

const toOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

function deviceOptions(catalogue: TradeDeviceCatalogue, values: TradeValues) {
  const models = catalogue[values.brand] ?? [];
  const device = models.find((m) => m.model === values.model);
  const conditions = device?.conditions.length ? device.conditions : TRADE_CONDITIONS;
  return {
    brands: toOptions(Object.keys(catalogue)),
    models: toOptions(models.map((m) => m.model)),
    storage: toOptions(device?.storage_options ?? []),
    conditions: conditions.map((value) => ({ value, label: tradeConditionLabel(value) })),
  };
}

const DEVICE_CHOICES = ['brand', 'model', 'storage', 'condition'] as const;

/**
 * Choices (say from a restored draft) that the device list does not offer, with every later
 * choice: a select cannot show them, so they are cleared rather than sent unseen.
 */
export function staleChoices(catalogue: TradeDeviceCatalogue, values: TradeValues): (keyof TradeValues)[] {
  const models = catalogue[values.brand];
  const device = models?.find((m) => m.model === values.model);
  let first = -1;
  if (values.brand && !models) first = 0;
  else if (values.model && !device) first = 1;
  else if (values.storage && device && !device.storage_options.includes(values.storage)) first = 2;
  else if (
    values.condition &&
    device?.conditions.length &&
    !(device.conditions as string[]).includes(values.condition)
  )
    first = 3;
  return first < 0 ? [] : DEVICE_CHOICES.slice(first).filter((key) => values[key] !== '');
}

/** The quote is asked for once all four are chosen. */
export function quoteFor(values: TradeValues): TradeQuoteRequest | null {
  const { brand, model, storage, condition } = values;
  if (!brand || !model || !storage || !condition) return null;
  return { brand, model, storage, condition: condition as TradeQuoteRequest['condition'] };
}

export interface DeviceStepProps {
  form: TradeForm;
  values: TradeValues;
  photos: readonly TradePhoto[];
  photoProblems: readonly PhotoProblem[];
  onAddPhotos: (files: File[]) => void;
  onRemovePhoto: (key: string) => void;
}

export function DeviceStep({
  form,
  values,
  photos,
  photoProblems,
  onAddPhotos,
  onRemovePhoto,
}: DeviceStepProps) {
  const devices = useTradeDevices();
  const { register, setValue, formState } = form;
  const errors = formState.errors;
  const stale = devices.data ? staleChoices(devices.data.catalogue, values).join(',') : '';

  useEffect(() => {
    for (const key of stale.split(',').filter(Boolean)) setValue(key as keyof TradeValues, '');
  }, [stale, setValue]);

  // The selects mount only with their options, so a restored draft's choices show as chosen.
  if (!devices.data) return <Spinner label="Loading devices..." />;
  const options = deviceOptions(devices.data.catalogue, values);

  // A new brand or model makes the later choices (and so the estimate) meaningless.
  const clear = (...keys: (keyof TradeValues)[]) => {
    for (const key of keys) setValue(key, '', { shouldValidate: formState.isSubmitted });
  };

  return (
    <>
      <div className="form-grid form-grid--2">
        <Select
          label="Brand"
          placeholder="Select a brand"
          options={options.brands}
          required
          error={errors.brand?.message}
          {...register('brand', { onChange: () => clear('model', 'storage', 'condition') })}
        />
        <Select
          label="Model"
          placeholder={values.brand ? 'Select a model' : 'Choose a brand first'}
          options={options.models}
          required
          disabled={!values.brand}
          error={errors.model?.message}
          {...register('model', { onChange: () => clear('storage', 'condition') })}
        />
        <Select
          label="Storage"
          placeholder={values.model ? 'Select storage' : 'Choose a model first'}
          options={options.storage}
          required
          disabled={!values.model}
          error={errors.storage?.message}
          {...register('storage')}
        />
        <Select
          label="Condition"
          placeholder={values.model ? 'Select condition' : 'Choose a model first'}
          options={options.conditions}
          required
          disabled={!values.model}
          error={errors.condition?.message}
          {...register('condition')}
        />
      </div>

      <TradeEstimate quote={stale ? null : quoteFor(values)} />

      <div className="form-grid">
        <TextField
          label="Serial number"
          autoComplete="off"
          spellCheck={false}
          maxLength={50}
          hint="Optional. Leave it blank and we will generate one for you."
          error={errors.serialNumber?.message}
          {...register('serialNumber')}
        />
        <TextAreaField
          label="Description"
          maxLength={DESCRIPTION_MAX_LENGTH}
          hint="Optional. Scratches, battery health, accessories included: anything that helps us value it."
          error={errors.description?.message}
          {...register('description')}
        />
        <TradePhotosField
          photos={photos}
          problems={photoProblems}
          onAdd={onAddPhotos}
          onRemove={onRemovePhoto}
        />
      </div>
    </>
  );
}
