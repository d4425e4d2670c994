import { isApiError } from '@phonehub/api-client';
import { STOCK_ALERT_CONFIRM_HOURS, STOCK_ALERT_TEXTS, type Product } from '@phonehub/contracts';
import { checkEmail, VALIDATION_MESSAGES } from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import { Alert, Button, EmailField, MailIcon } from '@phonehub/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
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
 * submit (the spec's sentence), stored by the API once per product and address. A guest (or an
 * address the account has not verified) is then told to check their email and follow the link to
 * confirm; a signed-in shopper's verified address is confirmed at once ("We'll email you when it's
 * back"). The link brings the reader back here with ?stock_alert=confirmed, which says so. A
 * signed-in shopper finds their address filled in.
 */
export function BackInStockForm({ product }: { product: Product }) {
  const { user } = useSession();
  const signedIn = user !== null;
  const alert = useCreateStockAlert(product.id);
  const [searchParams] = useSearchParams();
  const confirmedByLink = searchParams.get('stock_alert') === 'confirmed';
  /** Where the confirmation link went (the address given, else the account's). */
  const [sentTo, setSentTo] = useState('');
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
    setSentTo(email || user?.email || '');
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
      {alert.isSuccess && alert.data.status === 'confirmation_sent' ? (
        <Alert tone="info" title={alert.data.message}>
          We sent a link to {sentTo || 'your email address'}. Follow it within {STOCK_ALERT_CONFIRM_HOURS}{' '}
          hours to confirm: until then we will not email you about {product.name}.
        </Alert>
      ) : alert.isSuccess || confirmedByLink ? (
        <Alert tone="success" title={alert.isSuccess ? alert.data.message : STOCK_ALERT_TEXTS.confirmed}>
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
