import { TRUST_SCORE_EXPLAINED } from '@phonehub/domain';
import { Badge, QueryFallback, RatingStars } from '@phonehub/ui';
import { useTradePartners } from '../api/get-trade-partners';
import type { TradeForm } from './trade-form';

/** Partners as radio buttons: each card is the label of its radio, named by the partner. */
export function PartnerStep({ form }: { form: TradeForm }) {
  const partners = useTradePartners();
  const error = form.formState.errors.tradePartner?.message;

  if (!partners.data) {
    return (
      <QueryFallback
        query={partners}
        spinner={{ label: 'Loading trade partners...' }}
        error={{
          title: "We couldn't load the trade partners.",
          description: 'Please check your connection and try again. Everything you entered is kept.',
        }}
      />
    );
  }

  return (
    <fieldset className="trade-in-partners" aria-describedby={error ? 'trade-partner-error' : undefined}>
      <legend className="ph-visually-hidden">Trade partner</legend>
      <p id="trust-score-explained" className="trade-in-partners__note">
        <strong>What is the trust score?</strong> {TRUST_SCORE_EXPLAINED}
      </p>
      {partners.data.map((partner) => {
        const nameId = `trade-partner-${partner.id}-name`;
        const detailsId = `trade-partner-${partner.id}-details`;
        return (
          <label key={partner.id} className="trade-in-partner">
            <input
              type="radio"
              value={partner.id}
              className="trade-in-partner__radio"
              aria-labelledby={nameId}
              aria-describedby={detailsId}
              {...form.register('tradePartner')}
            />
            {/* The name is beside it, so the logo is decoration for a screen reader. */}
            <img className="trade-in-partner__logo" src={partner.logo} alt="" width={48} height={48} />
            <span className="trade-in-partner__body">
              <span className="trade-in-partner__head">
                <span id={nameId} className="trade-in-partner__name">
                  {partner.name}
                </span>
                <span className="trade-in-partner__rating">
                  <RatingStars value={partner.rating} size={14} />
                  <span>{partner.rating.toFixed(1)}</span>
                </span>
              </span>
              <span id={detailsId} className="trade-in-partner__details">
                <span className="trade-in-partner__description">{partner.description}</span>
                <span className="trade-in-partner__facts">
                  <span>Processing: {partner.processingTime}</span>
                  <span>Trust score: {partner.trustScore}%</span>
                </span>
                <span className="trade-in-partner__methods">
                  <span className="ph-visually-hidden">Payment methods: </span>
                  {partner.paymentMethods.map((method) => (
                    <Badge key={method} tone="neutral">
                      {method}
                    </Badge>
                  ))}
                </span>
              </span>
            </span>
          </label>
        );
      })}
      {error && (
        <p id="trade-partner-error" className="ph-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
