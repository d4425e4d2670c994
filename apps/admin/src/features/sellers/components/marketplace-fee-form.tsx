import { feeBpsToPercent, PLATFORM_FEE_MAX_BPS } from '@phonehub/domain';
import { Alert, Button, Card, CardBody, CardHeader, TextField } from '@phonehub/ui';
import { useForm } from 'react-hook-form';
import { failureDetail } from '../../../shared/use-admin-mutation';
import { useMarketplaceSettings, useUpdateMarketplaceSettings } from '../api/marketplace-settings';
import { fieldProps } from '../../../shared/field-props';

/** The fee setting's bounds: percent, 0 to the domain's maximum (30), up to 2 decimals; the API's sentence. */
const FEE_MAX_PERCENT = feeBpsToPercent(PLATFORM_FEE_MAX_BPS);
const FEE_PROBLEM = `The platform fee must be a percentage from 0 to ${FEE_MAX_PERCENT} with at most 2 decimals`;

function feeProblem(text: string): true | string {
  const value = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return FEE_PROBLEM;
  return Number(value) <= FEE_MAX_PERCENT || FEE_PROBLEM;
}

/** The platform fee for orders placed from now on; orders already placed keep theirs. */
export function MarketplaceFeeForm() {
  const settings = useMarketplaceSettings();
  const save = useUpdateMarketplaceSettings();
  const current = settings.data?.platform_fee_percent;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ fee: string }>({ values: current === undefined ? undefined : { fee: String(current) } });
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit(({ fee }) => save.mutate({ platform_fee_percent: Number(fee.trim()) }));
  const problem = failureDetail(save);

  return (
    <Card>
      <CardHeader
        title="Marketplace fee"
        description={
          current === undefined
            ? 'What PhoneHub keeps of each seller sale.'
            : `PhoneHub keeps ${current}% of each seller sale; the seller gets the rest.`
        }
      />
      <CardBody>
        <form className="marketplace-fee" onSubmit={onSubmit} noValidate aria-label="Marketplace fee">
          {problem && (
            <Alert tone="danger" title="The fee was not changed">
              {problem}
            </Alert>
          )}
          <TextField
            label="Platform fee (%)"
            type="number"
            inputMode="decimal"
            min={0}
            max={FEE_MAX_PERCENT}
            step="0.01"
            required
            disabled={current === undefined}
            hint="Applies to orders placed from now on; orders already placed keep the fee they were placed with."
            {...field('fee', { validate: feeProblem })}
          />
          <Button
            type="submit"
            disabled={current === undefined}
            loading={save.isPending}
            loadingText="Saving..."
          >
            Save fee
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
