import type { TradeDeviceCatalogue, TradeDeviceOption } from '@phonehub/contracts';
import { DEVICE_TYPE_LABELS, DEVICE_TYPES, TRADE_CONDITIONS, tradeConditionLabel } from '@phonehub/domain';
import { Alert, QueryFallback, Select, TextAreaField, TextField, type SelectOption } from '@phonehub/ui';
import { useEffect } from 'react';
import { useTradeDevices } from '../api/get-trade-devices';
import type { PhotoProblem, TradePhoto } from '../hooks/use-trade-photos';
import { TradeEstimate } from './trade-estimate';
import {
  DESCRIPTION_MAX_LENGTH,
  DEVICE_KEYS,
  quoteFor,
  TRADE_PHOTOS_INPUT_ID,
  type TradeForm,
  type TradeValues,
} from './trade-form';
import { TradePhotosField } from './trade-photos-field';

const toOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

/** The models of one type, by brand (a brand with none of that type is left out). */
function modelsOfType(catalogue: TradeDeviceCatalogue, type: string): Record<string, TradeDeviceOption[]> {
  const byBrand: Record<string, TradeDeviceOption[]> = {};
  for (const [brand, models] of Object.entries(catalogue)) {
    const matching = models.filter((m) => m.device_type === type);
    if (matching.length > 0) byBrand[brand] = matching;
  }
  return byBrand;
}

/** The device types the list has models of, in the usual order (Phone, Tablet, Laptop, …). */
export function deviceTypesOffered(catalogue: TradeDeviceCatalogue): SelectOption[] {
  const present = new Set(Object.values(catalogue).flatMap((models) => models.map((m) => m.device_type)));
  return DEVICE_TYPES.filter((type) => present.has(type)).map((type) => ({
    value: type,
    label: DEVICE_TYPE_LABELS[type],
  }));
}

export function deviceOptions(catalogue: TradeDeviceCatalogue, values: TradeValues) {
  const byBrand = modelsOfType(catalogue, values.deviceType);
  const models = byBrand[values.brand] ?? [];
  const device = models.find((m) => m.model === values.model);
  const conditions = device?.conditions.length ? device.conditions : TRADE_CONDITIONS;
  return {
    types: deviceTypesOffered(catalogue),
    brands: toOptions(Object.keys(byBrand)),
    models: toOptions(models.map((m) => m.model)),
    storage: toOptions(device?.storage_options ?? []),
    conditions: conditions.map((value) => ({ value, label: tradeConditionLabel(value) })),
  };
}

/**
 * Choices (say from a restored draft) that the device list does not offer, with every later
 * choice: a select cannot show them, so they are cleared rather than sent unseen.
 */
export function staleChoices(catalogue: TradeDeviceCatalogue, values: TradeValues): (keyof TradeValues)[] {
  const byBrand = modelsOfType(catalogue, values.deviceType);
  const models = byBrand[values.brand];
  const device = models?.find((m) => m.model === values.model);
  const offered = [
    deviceTypesOffered(catalogue).some((o) => o.value === values.deviceType),
    models !== undefined,
    device !== undefined,
    device !== undefined && device.storage_options.includes(values.storage),
    device !== undefined &&
      (device.conditions.length === 0 || (device.conditions as string[]).includes(values.condition)),
  ];
  // The first choice made that is not offered (or made with an earlier one missing).
  const first = DEVICE_KEYS.findIndex(
    (key, i) => values[key] !== '' && (!offered[i] || DEVICE_KEYS.slice(0, i).some((k) => values[k] === '')),
  );
  return first < 0 ? [] : DEVICE_KEYS.slice(first).filter((key) => values[key] !== '');
}

/** The selects after the device type: each waits for the choice it depends on, and a change clears
 * the choices that depend on it (storage and condition both hang off the model). */
const DEPENDENT_CHOICES: readonly {
  key: 'brand' | 'model' | 'storage' | 'condition';
  label: string;
  after: 'deviceType' | 'brand' | 'model';
  prompt: string;
  waiting: string;
  options: keyof ReturnType<typeof deviceOptions>;
  clears: (keyof TradeValues)[];
}[] = [
  {
    key: 'brand',
    label: 'Brand',
    after: 'deviceType',
    prompt: 'Select a brand',
    waiting: 'Choose a device type first',
    options: 'brands',
    clears: ['model', 'storage', 'condition'],
  },
  {
    key: 'model',
    label: 'Model',
    after: 'brand',
    prompt: 'Select a model',
    waiting: 'Choose a brand first',
    options: 'models',
    clears: ['storage', 'condition'],
  },
  {
    key: 'storage',
    label: 'Storage',
    after: 'model',
    prompt: 'Select storage',
    waiting: 'Choose a model first',
    options: 'storage',
    clears: [],
  },
  {
    key: 'condition',
    label: 'Condition',
    after: 'model',
    prompt: 'Select condition',
    waiting: 'Choose a model first',
    options: 'conditions',
    clears: [],
  },
];

export interface DeviceStepProps {
  form: TradeForm;
  values: TradeValues;
  photos: readonly TradePhoto[];
  photoProblems: readonly PhotoProblem[];
  /** Why Next could not go on because of the photos (none, or still uploading). */
  photosError?: string | null;
  onAddPhotos: (files: File[]) => void;
  onRemovePhoto: (key: string) => void;
}

export function DeviceStep({
  form,
  values,
  photos,
  photoProblems,
  photosError = null,
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
  if (!devices.data) {
    return (
      <QueryFallback
        query={devices}
        spinner={{ label: 'Loading devices...' }}
        error={{
          title: "We couldn't load the devices.",
          description: 'Please try again. Everything you entered is kept.',
        }}
      />
    );
  }
  const options = deviceOptions(devices.data.catalogue, values);
  if (options.types.length === 0) {
    return (
      <Alert tone="warning" title="No devices can be traded in right now.">
        Please come back later. Everything you entered is kept.
      </Alert>
    );
  }

  // A new type, brand or model makes the later choices (and so the estimate) meaningless; they
  // are cleared quietly (their messages return only when Next is pressed again).
  const clear = (...keys: (keyof TradeValues)[]) => {
    for (const key of keys) {
      setValue(key, '');
      form.clearErrors(key);
    }
  };

  return (
    <>
      <div className="form-grid form-grid--2">
        <Select
          label="Device type"
          className="form-grid__full"
          placeholder="Select a device type"
          options={options.types}
          required
          error={errors.deviceType?.message}
          {...register('deviceType', { onChange: () => clear('brand', 'model', 'storage', 'condition') })}
        />
        {DEPENDENT_CHOICES.map((choice) => (
          <Select
            key={choice.key}
            label={choice.label}
            placeholder={values[choice.after] ? choice.prompt : choice.waiting}
            options={options[choice.options]}
            required
            disabled={!values[choice.after]}
            error={errors[choice.key]?.message}
            {...register(choice.key, { onChange: () => clear(...choice.clears) })}
          />
        ))}
      </div>

      <TradeEstimate quote={stale ? null : quoteFor(values)} />

      <div className="form-grid">
        <TextField
          label="Serial number"
          autoComplete="off"
          spellCheck={false}
          maxLength={50}
          hint="Optional. For a phone, its IMEI (dial *#06#), with or without spaces or dashes; else the serial number. Leave it blank and we will generate one for you."
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
          inputId={TRADE_PHOTOS_INPUT_ID}
          photos={photos}
          problems={photoProblems}
          error={photosError}
          onAdd={onAddPhotos}
          onRemove={onRemovePhoto}
        />
      </div>
    </>
  );
}
