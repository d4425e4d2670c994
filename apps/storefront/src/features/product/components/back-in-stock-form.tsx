import { isApiError } from '@phonehub/api-client';
import { STOCK_ALERT_TEXTS, type Product } from '@phonehub/contracts';
import { checkEmail, VALIDATION_MESSAGES } from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import { Alert, Button, EmailField, MailIcon } from '@phonehub/ui';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/error-message';
import { toResolver, type FieldProblems } from '../../../lib/form-validation';
import { useCreateStockAlert } from '../api/create-stock-alert';
import './back-in-stock-form.css';

interface BackInStockValues {
  email: string;
}

/** A guest must give a valid address; a signed-in shopper may clear it (their account's is used). */
function validate(values: BackInStockValues, signedIn: boolean): FieldProblems<BackInStockValues> {
  const email = values.email.trim();
  if (email === '' && signedIn) return {};
  const problem = checkEmail(email);
  return problem ? { email: { type: 'invalid', message: problem } } : {};
}

/**
 * "Email me when it's back" on a sold-out product's page: the address is checked on blur and on
 * submit (the spec's sentence), stored by the API once per product and address, and the page then
 * confirms "We'll email you when it's back". A signed-in shopper finds their address filled in.
 */
export function BackInStockForm({ product }: { product: Product }) {
  const { user } = useSession();
  const signedIn = user !== null;
  const alert = useCreateStockAlert(product.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BackInStockValues>({
    // First checked when the field is left, then on every change until it is right.
    mode: 'onTouched',
    defaultValues: { email: user?.email ?? '' },
    resolver: toResolver((values: BackInStockValues) => validate(values, signedIn)),
  });

  const onSubmit = handleSubmit((values) => {
    const email = values.email.trim();
    alert.mutate(email === '' ? {} : { email }, {
      onError: (error) => {
        // The API's email sentence belongs under the field; other refusals go above the form.
        if (isApiError(error) && error.status === 400)
          setError('email', { type: 'invalid', message: error.detail ?? VALIDATION_MESSAGES.email });
      },
    });
  });

  const refused = alert.isError && !(isApiError(alert.error) && alert.error.status === 400);

  return (
    <section className="back-in-stock" aria-labelledby="back-in-stock-title">
      <h2 id="back-in-stock-title" className="back-in-stock__title">
        <MailIcon size={20} /> Get an email when it's back
      </h2>
      {alert.isSuccess ? (
        <Alert tone="success" title={alert.data.message}>
          One email about {product.name}, as soon as it is back in stock.
        </Alert>
      ) : (
        <form
          className="back-in-stock__form"
          onSubmit={onSubmit}
          noValidate
          aria-label={STOCK_ALERT_TEXTS.action}
        >
          <p className="back-in-stock__lead">
            Sold out for now. Leave your email and we'll send you one message when it's back in stock.
          </p>
          {refused && (
            <Alert tone="danger">
              {errorMessage(alert.error, 'We could not save your request. Please try again.')}
            </Alert>
          )}
          <EmailField
            inputMode="email"
            maxLength={254}
            required={!signedIn}
            hint={signedIn ? "Optional: leave it blank to use your account's email." : undefined}
            error={errors.email?.message}
            {...register('email')}
          />
          <Button
            type="submit"
            className="back-in-stock__submit"
            loading={alert.isPending}
            loadingText="Saving..."
          >
            {STOCK_ALERT_TEXTS.action}
          </Button>
        </form>
      )}
    </section>
  );
}
