import { isApiError } from '@phonehub/api-client';
import { formatDollars, tradeConditionLabel } from '@phonehub/domain';
import {
  Alert,
  buttonClass,
  Card,
  CardBody,
  CardHeader,
  cx,
  formatDate,
  TradeStatusBadge,
  type QueryErrorView,
} from '@phonehub/ui';
import { Link, useParams } from 'react-router-dom';
import { useTrade, type TradeRequest } from '../api/get-trade';
import { deviceName } from './trade-format';
import { TradeStatusMessage } from './trade-status-message';
import { CancelTrade, CounterofferCard, PayoutChoiceCard, PayoutSummary } from './trade-actions';
import { usePayoutsReturn } from './bank-payout';
import { RecordPage } from '../../../components/record-page';
import { TradeShipping } from './trade-shipping';

export function TradePage() {
  const { id = '' } = useParams();
  const payouts = usePayoutsReturn();
  const trade = useTrade(id, { watchPayouts: payouts.watching });
  return (
    <RecordPage
      query={trade}
      title={(trade) => `Trade: ${deviceName(trade)}`}
      failedTitle="Trade not found"
      loadingLabel="Loading trade..."
      failure={tradeFailure}
    >
      {(trade) => <TradeDetails trade={trade} payouts={payouts} />}
    </RecordPage>
  );
}

/** Only a real 404 means there is no such trade of this account's; anything else may pass. */
function tradeFailure(error: unknown): QueryErrorView {
  if (isApiError(error) && error.status === 404) {
    return {
      look: 'state',
      title: 'Trade not found',
      description: 'This trade does not exist or belongs to another account.',
      action: (
        <Link to="/dashboard" className={buttonClass({ variant: 'outline' })}>
          Back to My trade-ins
        </Link>
      ),
    };
  }
  return { look: 'state', title: 'Failed to load trade', description: 'Please try again.' };
}

type Row = [label: string, value: string | null];

function Details({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <dl className="details-list" aria-label={label}>
      {rows
        .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
        .map(([term, value]) => (
          <div key={term} className="details-list__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function TradeDetails({
  trade,
  payouts,
}: {
  trade: TradeRequest;
  payouts: ReturnType<typeof usePayoutsReturn>;
}) {
  const name = deviceName(trade);
  return (
    <div className="ph-container page trade-page">
      <div className="trade-page__header">
        <div>
          <h1 className="page__title">{name}</h1>
          <p className="page__subtitle">
            Trade request submitted <time dateTime={trade.submittedAt}>{formatDate(trade.submittedAt)}</time>
          </p>
        </div>
        <div className="trade-page__actions">
          <CancelTrade trade={trade} />
          <Link to="/dashboard" className={buttonClass({ variant: 'outline' })}>
            Back to My trade-ins
          </Link>
          <Link to="/trade" className={buttonClass()}>
            Submit New Trade
          </Link>
        </div>
      </div>

      <section className={cx('trade-status', `trade-status--${trade.status}`)} aria-label="Trade status">
        <TradeStatusBadge status={trade.status} />
        <div>
          <TradeStatusMessage status={trade.status} finalValue={trade.finalValue} />
        </div>
      </section>

      <div className="trade-page__grid">
        <div className="trade-page__column">
          <CounterofferCard trade={trade} />
          <PayoutChoiceCard trade={trade} />
          <PayoutSummary trade={trade} watching={payouts.watching} expired={payouts.expired} />
          {(trade.shipping_label || trade.label_lapsed_at) && (
            <Card>
              <CardHeader title="Send us your device" />
              <CardBody>
                <TradeShipping label={trade.shipping_label} lapsedAt={trade.label_lapsed_at} />
              </CardBody>
            </Card>
          )}
          <Card>
            <CardHeader title="Device information" />
            <CardBody>
              <Details
                label="Device information"
                rows={[
                  ['Brand', trade.brand],
                  ['Model', trade.model],
                  ['Storage', trade.storage],
                  ['Color', trade.color],
                  ['Condition', tradeConditionLabel(trade.condition)],
                  ['Serial Number', trade.serialNumber],
                  ['Description', trade.description],
                ]}
              />
              {trade.images.length > 0 && (
                <>
                  <h3 className="trade-page__subheading">Photos</h3>
                  <ul className="card-grid trade-photos" aria-label="Device photos">
                    {trade.images.map((src, index) => (
                      <li key={`${src}-${index}`}>
                        <a href={src} target="_blank" rel="noreferrer" className="trade-photos__link">
                          <img
                            src={src}
                            alt={`Photo ${index + 1} of ${trade.images.length}`}
                            loading="lazy"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </CardBody>
          </Card>

          {trade.rejectionReason && (
            <Card>
              <CardHeader title="Rejection details" />
              <CardBody>
                <Alert tone="danger" title="Rejection Reason:">
                  {trade.rejectionReason}
                </Alert>
              </CardBody>
            </Card>
          )}

          <Card>
            <CardHeader title="Timeline" />
            <CardBody>
              <Timeline trade={trade} />
            </CardBody>
          </Card>
        </div>

        <div className="trade-page__column">
          <Card>
            <CardHeader title="Pricing" />
            <CardBody>
              <dl className="trade-pricing">
                <div>
                  <dt>Estimated Value</dt>
                  <dd data-testid="trade-estimated-value">{formatDollars(trade.estimatedValue)}</dd>
                </div>
                {trade.finalValue !== null && (
                  <div className="trade-pricing__final">
                    <dt>Final Value</dt>
                    <dd data-testid="trade-final-value">{formatDollars(trade.finalValue)}</dd>
                  </div>
                )}
              </dl>
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Trade partner" />
            <CardBody>
              <p className="trade-page__partner">{trade.tradePartner}</p>
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Contact information" />
            <CardBody>
              <Details
                label="Contact information"
                rows={[
                  ['Name', `${trade.firstName} ${trade.lastName}`.trim()],
                  ['Email', trade.email],
                  ['Phone', trade.phone],
                  ['Address', formatAddress(trade)],
                ]}
              />
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Tracking ID" />
            <CardBody>
              <p className="trade-code trade-code--lg">{trade.tracking_code}</p>
              <p className="trade-page__hint">
                Check this trade&apos;s status at any time, without signing in, on the{' '}
                <Link to={`/track?id=${encodeURIComponent(trade.tracking_code)}`}>Track page</Link>.
              </p>
            </CardBody>
          </Card>
        </div>
      </div>
    </div>
  );
}

function formatAddress(trade: TradeRequest): string | null {
  const cityLine = [trade.city, [trade.state, trade.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [trade.street, cityLine, trade.country].filter(Boolean).join(' · ') || null;
}

const REVIEW_LABELS: Record<string, string> = { approved: 'Approved', rejected: 'Rejected' };

/** The steps after the review, from the trade's timeline. */
const STEP_LABELS: Record<string, string> = {
  received: 'Device received',
  inspected: 'Inspected',
  counteroffer: 'New offer',
  accepted: 'Offer accepted',
  returned: 'Returned to you',
  cancelled: 'Cancelled',
  completed: 'Paid',
};

/** What happened to an approved trade before the device arrived (its prepaid label, the carrier's first scan). */
const SHIPPING_UPDATE = 'Shipping';

const stepLabel = (step: TradeRequest['timeline'][number]) =>
  step.status === 'approved' ? SHIPPING_UPDATE : STEP_LABELS[step.status];

function Timeline({ trade }: { trade: TradeRequest }) {
  const reviewed = trade.reviewedAt !== null;
  const steps = trade.timeline.filter(
    (step) => step.status in STEP_LABELS || (step.status === 'approved' && step.note),
  );
  const settled =
    trade.status !== 'pending_review' && trade.status !== 'approved' && trade.status !== 'rejected';
  const reviewLabel = REVIEW_LABELS[trade.status] ?? (settled && steps.length > 0 ? 'Approved' : 'Reviewed');
  return (
    <ol className="trade-timeline" aria-label="Timeline">
      <li className="trade-timeline__item trade-timeline__item--done">
        <span className="trade-timeline__title">Submitted</span>
        <time className="trade-timeline__detail" dateTime={trade.submittedAt}>
          {formatDate(trade.submittedAt)}
        </time>
      </li>
      {reviewed && (
        <li
          className={cx(
            'trade-timeline__item',
            trade.status === 'rejected' ? 'trade-timeline__item--failed' : 'trade-timeline__item--done',
          )}
        >
          <span className="trade-timeline__title">{reviewLabel}</span>
          <time className="trade-timeline__detail" dateTime={trade.reviewedAt ?? undefined}>
            {formatDate(trade.reviewedAt)}
          </time>
        </li>
      )}
      {steps.map((step, index) => (
        <li key={`${step.status}-${index}`} className="trade-timeline__item trade-timeline__item--done">
          <span className="trade-timeline__title">{stepLabel(step)}</span>
          <time className="trade-timeline__detail" dateTime={step.at}>
            {formatDate(step.at)}
          </time>
          {step.note && <span className="trade-timeline__detail">{step.note}</span>}
        </li>
      ))}
      {trade.status === 'approved' && (
        <li className="trade-timeline__item trade-timeline__item--pending">
          <span className="trade-timeline__title">Payment Processing</span>
          <span className="trade-timeline__detail">Pending device inspection</span>
        </li>
      )}
    </ol>
  );
}
