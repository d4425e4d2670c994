import { CATEGORIES, LISTING_BRANDS, PRODUCT_CONDITIONS } from '@phonehub/domain';
import { Button, Checkbox, Select, TextField, type SelectOption } from '@phonehub/ui';
import { useForm } from 'react-hook-form';
import { toResolver, type FieldProblems } from '../../../lib/form-validation';
import { categoryLabelFor, type ListingKey, type ListingParams } from '../hooks/use-listing-params';
import './listing-filters.css';

const CATEGORY_OPTIONS: SelectOption[] = CATEGORIES.map((c) => ({ value: c.singular, label: c.singular }));

/** The fixed options, plus the address's own value when it is another one the API knows (e.g. 'Very Good'). */
function optionsWith(values: readonly string[], current: string): SelectOption[] {
  const options = values.map((v) => ({ value: v, label: v }));
  const known = values.find((v) => v.toLowerCase() === current.toLowerCase());
  return current && !known ? [...options, { value: current, label: current }] : options;
}

const matching = (values: readonly string[], current: string) =>
  values.find((v) => v.toLowerCase() === current.toLowerCase()) ?? current;

export interface ListingFiltersProps {
  params: ListingParams;
  onChange: (changes: Partial<Record<ListingKey, string | null>>) => void;
  onConditionsChange: (conditions: string[]) => void;
  onClear: () => void;
  activeCount: number;
}

export function ListingFilters({
  params,
  onChange,
  onConditionsChange,
  onClear,
  activeCount,
}: ListingFiltersProps) {
  const category = params.category ? (categoryLabelFor(params.category) ?? params.category) : '';
  return (
    <div className="listing-filters__fields">
      <Select
        label="Category"
        placeholder="All categories"
        options={
          category && !categoryLabelFor(category)
            ? [...CATEGORY_OPTIONS, { value: category, label: category }]
            : CATEGORY_OPTIONS
        }
        value={category}
        onChange={(e) => onChange({ category: e.target.value })}
      />
      <Select
        label="Brand"
        placeholder="All brands"
        options={optionsWith(LISTING_BRANDS, params.brand)}
        value={matching(LISTING_BRANDS, params.brand)}
        onChange={(e) => onChange({ brand: e.target.value })}
      />
      <ConditionFilter chosen={params.conditions} onChange={onConditionsChange} />
      <Checkbox
        label="Include out of stock"
        hint="Sold-out devices are listed after the ones you can buy now."
        checked={params.includeOutOfStock !== 'false'}
        onChange={(e) => onChange({ includeOutOfStock: e.target.checked ? null : 'false' })}
      />
      {/* Keyed by the address's values so back/forward and Clear refill the boxes. */}
      <PriceRange
        key={`${params.minPrice}|${params.maxPrice}`}
        min={params.minPrice}
        max={params.maxPrice}
        onApply={onChange}
      />
      {activeCount > 0 && (
        <Button variant="ghost" size="sm" onClick={onClear} className="listing-filters__clear">
          Clear all filters
        </Button>
      )}
    </div>
  );
}

/** Every condition the catalogue grades, any number at once; an unknown one from the address is shown so it can be unticked. */
function ConditionFilter({
  chosen,
  onChange,
}: {
  chosen: string[];
  onChange: (conditions: string[]) => void;
}) {
  const known = PRODUCT_CONDITIONS as readonly string[];
  const names = [...known, ...chosen.filter((c) => !known.includes(c))];
  const toggle = (name: string, on: boolean) => {
    const next = on ? [...chosen, name] : chosen.filter((c) => c !== name);
    // In the catalogue's order, so one choice has one address.
    onChange(names.filter((n) => next.includes(n)));
  };
  return (
    <fieldset className="condition-filter">
      <legend className="ph-label">Condition</legend>
      {names.map((name) => (
        <Checkbox
          key={name}
          label={name}
          checked={chosen.includes(name)}
          onChange={(e) => toggle(name, e.target.checked)}
        />
      ))}
    </fieldset>
  );
}

const isAmount = (v: string) => v === '' || /^\d+(\.\d{1,2})?$/.test(v);

interface PriceValues {
  low: string;
  high: string;
}

/** One sentence for the pair, shown under both fields; it is filed under the minimum. */
function validatePriceRange(values: PriceValues): FieldProblems<PriceValues> {
  const lo = values.low.trim();
  const hi = values.high.trim();
  if (!isAmount(lo) || !isAmount(hi))
    return { low: { type: 'invalid', message: 'Enter amounts in dollars, such as 199.99' } };
  if (lo && hi && Number(lo) > Number(hi))
    return { low: { type: 'invalid', message: 'The minimum price must not be above the maximum' } };
  return {};
}

function PriceRange({
  min,
  max,
  onApply,
}: {
  min: string;
  max: string;
  onApply: ListingFiltersProps['onChange'];
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PriceValues>({
    defaultValues: { low: min, high: max },
    resolver: toResolver(validatePriceRange),
    // Checked when applied, and the sentence stays until the next Apply.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = errors.low?.message;

  const submit = handleSubmit((values) =>
    onApply({ minPrice: values.low.trim(), maxPrice: values.high.trim() }),
  );

  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': 'price-range-error' } : {};

  return (
    <form className="price-range" onSubmit={submit} noValidate aria-labelledby="price-range-title">
      <p id="price-range-title" className="ph-label">
        Price
      </p>
      <div className="price-range__inputs">
        <TextField label="Min ($)" inputMode="decimal" placeholder="0" {...register('low')} {...invalid} />
        <TextField label="Max ($)" inputMode="decimal" placeholder="Any" {...register('high')} {...invalid} />
      </div>
      {error && (
        <p id="price-range-error" className="ph-field-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="outline" size="sm" block>
        Apply price
      </Button>
    </form>
  );
}
