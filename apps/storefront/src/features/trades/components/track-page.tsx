import { isApiError } from '@phonehub/api-client';
import {
  checkEmail,
  deviceDisplayName,
  formatDollars,
  TRADE_MESSAGES,
  tradeConditionLabel,
} from '@phonehub/domain';
import {
  Alert,
  Button,
  Card,
  CardBody,
  formatDate,
  SearchIcon,
  TextField,
  TradeStatusBadge,
} from '@phonehub/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { toResolver, type FieldProblems } from '../../../lib/form-validation';
import { useTrackedTrade, type TrackedTrade } from '../api/track-trade';

import { TradeStatusMessage } from './trade-status-message';
import { TradeThumb } from './trade-thumb';
import { TradeCardSkeleton } from './trade-card-skeleton';
import { GuestTradeActions } from './guest-trade-actions';
import { GuestBankPayout, usePayoutsReturn } from './bank-payout';
import { TradeShipping } from './trade-shipping';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';

const UNREACHABLE = 'Could not reach the server. Please try again.';

function failureMessage(error: unknown): string {
  if (!isApiError(error)) return UNREACHABLE;
  if (error.status === 404) return TRADE_MESSAGES.trackNotFound;
  if (error.status === 0 || error.status >= 500) return UNREACHABLE;
  return error.detail ?? UNREACHABLE;
}

export const TRACK_ID_REQUIRED = 'Please enter your tracking ID or serial number';
export const TRACK_EMAIL_HINT = 'Only needed for a serial number: the email you gave with your trade-in.';
export const TRACK_REJECTED_NOTE =
  "We've emailed you the reason. If you were signed in, you can also read it on your dashboard.";

interface TrackValues {
  id: string;
  email: string;
}

function validateTrack(values: TrackValues): FieldProblems<TrackValues> {
  const problems: FieldProblems<TrackValues> = {};
  if (!values.id.trim()) problems.id = { type: 'required', message: TRACK_ID_REQUIRED };
  const emailProblem = values.email.trim() ? checkEmail(values.email) : null;
  if (emailProblem) problems.email = { type: 'invalid', message: emailProblem };
  return problems;
}

/**
 * Public tracking by tracking ID, or by serial number with the trade's email (a serial is printed
 * on the device, so it alone proves nothing). The address holds the search (`?id=`), so a link
 * from the trade-in wizard or an email opens the result, and a refresh keeps it; the email stays
 * out of the address (and so out of history and logs).
 */
export function TrackPage() {
  usePageTitle(PAGE_TITLES['/track']);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('id') ?? '').trim();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<TrackValues>({
    // Shown once the field was left or Track pressed, then kept current as the visitor types;
    // a failed Track puts the cursor in the first field that is wrong.
    mode: 'onTouched',
    defaultValues: { id: query, email: '' },
    resolver: toResolver(validateTrack),
  });
  // The email that goes with the current search.
  const [email, setEmail] = useState('');
  // What this visitor typed and searched for; null when the search came from the address.
  const [typed, setTyped] = useState<string | null>(null);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    if (query.toUpperCase() !== typed?.toUpperCase()) setTyped(null);
  }
  // The address changed from outside the form (back/forward, a link): the field shows its search.
  useEffect(() => {
    if (typed === null) setValue('id', query);
  }, [query, typed, setValue]);

  const payouts = usePayoutsReturn();
  const tracking = useTrackedTrade(query, email, { watchPayouts: payouts.watching });
  const searching = tracking.isFetching;

  const search = (values: TrackValues) => {
    const wanted = values.id.trim();
    const wantedEmail = values.email.trim();
    setTyped(wanted);
    setEmail(wantedEmail);
    if (wanted === query && wantedEmail === email) void tracking.refetch();
    else if (wanted !== query) setSearchParams({ id: wanted }, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    void handleSubmit(search)();
  };

  // A guest sent here after submitting (or anyone who searched by serial number) learns the code here.
  const showSaveHint = (trade: TrackedTrade) =>
    typed === null || typed.toUpperCase() !== trade.tracking_code.toUpperCase();

  return (
    <div className="ph-container page track-page">
      <div className="page__header">
        <h1 className="page__title">Track Your Trade</h1>
        <p className="page__subtitle">See where your trade-in stands, no account needed.</p>
      </div>

      <Card className="track-search">
        <CardBody>
          <form
            className="track-search__form"
            onSubmit={onSubmit}
            role="search"
            aria-label="Track a trade"
            noValidate
          >
            <TextField
              className="track-search__field"
              label="Tracking ID or Serial Number"
              hint="Enter the tracking ID from your confirmation, or your device's serial number."
              aria-required
              error={errors.id?.message}
              {...register('id')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <TextField
              className="track-search__field"
              label="Email"
              type="email"
              hint={TRACK_EMAIL_HINT}
              error={errors.email?.message}
              {...register('email')}
              autoComplete="email"
              spellCheck={false}
            />
            <Button
              type="submit"
              className="track-search__submit"
              loading={searching}
              loadingText="Tracking..."
            >
              <SearchIcon size={16} /> Track
            </Button>
          </form>
        </CardBody>
      </Card>

      <div className="track-result" aria-live="polite">
        {query && tracking.isPending && <TradeCardSkeleton block="track-card" aria-hidden="true" />}
        {query && tracking.isError && !searching && (
          <Alert tone={isApiError(tracking.error) && tracking.error.status === 404 ? 'warning' : 'danger'}>
            {failureMessage(tracking.error)}
          </Alert>
        )}
        {query && tracking.data && (
          <TrackResult
            trade={tracking.data}
            saveHint={showSaveHint(tracking.data)}
            email={email}
            payouts={payouts}
          />
        )}
      </div>
    </div>
  );
}

function TrackResult({
  trade,
  saveHint,
  email,
  payouts,
}: {
  trade: TrackedTrade;
  saveHint: boolean;
  email: string;
  payouts: ReturnType<typeof usePayoutsReturn>;
}) {
  const name = deviceDisplayName(trade.brand, trade.model);
  const rows: [string, string][] = [
    ['Condition', tradeConditionLabel(trade.condition)],
    ['Estimated Value', formatDollars(trade.estimatedValue)],
    ...(trade.finalValue !== null
      ? [['Final Value', formatDollars(trade.finalValue)] as [string, string]]
      : []),
    ['Submitted', formatDate(trade.submittedAt)],
    ['Trade Partner', trade.tradePartner],
  ];
  return (
    <Card className="track-card">
      <CardBody className="track-card__body">
        <TradeThumb src={trade.image} alt={`Photo of the ${name}`} className="track-card__image" />
        <div className="track-card__main">
          <div className="track-card__title-row">
            <h2 className="track-card__title">{name}</h2>
            <TradeStatusBadge status={trade.status} />
          </div>
          <p className="track-card__code">
            Tracking ID: <span className="trade-code">{trade.tracking_code}</span>
          </p>
          {saveHint && <p className="track-card__hint">Save this tracking ID to check your trade later.</p>}
          <div className="track-card__status">
            <TradeStatusMessage status={trade.status} finalValue={trade.finalValue} />
          </div>
          <dl className="details-list" aria-label="Trade details">
            {rows.map(([label, value]) => (
              <div key={label} className="details-list__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {/* Public tracking carries no free text: the reason reaches the seller by mail. */}
          {trade.status === 'rejected' && (
            <Alert tone="danger" title="Not approved">
              {TRACK_REJECTED_NOTE}
            </Alert>
          )}
          {/* The label is printed here: whoever has the tracking code sends the device. */}
          <TradeShipping label={trade.shipping_label} lapsedAt={trade.label_lapsed_at} />
          {trade.creditClaimPending && (
            <Alert tone="info" title="Your store credit is waiting to be claimed">
              We&apos;ve emailed a link to {email || 'the email address of this trade-in'} to claim it. Sign
              in to the PhoneHub account with that address (or create one with it) and open the link: the
              credit goes to that account once it has proved the address is its own.
            </Alert>
          )}
          <GuestTradeActions key={trade.tracking_code} trade={trade} email={email} />
          <GuestBankPayout
            key={`payout-${trade.tracking_code}`}
            trade={trade}
            email={email}
            watching={payouts.watching}
            expired={payouts.expired}
          />
        </div>
      </CardBody>
    </Card>
  );
}
