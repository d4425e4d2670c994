import {
  formatCents,
  PARTNER_REVIEW_BUSINESS_DAYS,
  PLATFORM_FEE_PERCENT,
  SELLER_PAYOUT_PERCENT,
  splitSale,
} from '@phonehub/domain';

/** The worked example on the fee card: a $500 sale. */
const EXAMPLE_SALE_CENTS = 50_000;

/** Each card leads with its figure; every figure comes from the shared rules, none is made up. */
export function PartnerBenefits() {
  const { feeCents, payoutCents } = splitSale(EXAMPLE_SALE_CENTS);
  const { min, max } = PARTNER_REVIEW_BUSINESS_DAYS;
  const benefits = [
    {
      figure: `${SELLER_PAYOUT_PERCENT}%`,
      title: `Keep ${SELLER_PAYOUT_PERCENT}% of every sale`,
      text: `One ${PLATFORM_FEE_PERCENT}% platform fee on what the buyer pays you (price and shipping) and nothing else: on a ${formatCents(EXAMPLE_SALE_CENTS)} sale we keep ${formatCents(feeCents)} and you get ${formatCents(payoutCents)}.`,
    },
    {
      figure: `${min}-${max} days`,
      title: `A decision in ${min}-${max} business days`,
      text: 'A person reads every application and emails you the decision, with notes if something is missing.',
    },
    {
      figure: 'Your dashboard',
      title: 'Your own Seller Dashboard',
      text: 'List your devices, see your orders and follow your earnings in one place.',
    },
    {
      figure: 'Your name',
      title: 'Sold under your name',
      text: "Your listings appear in the marketplace beside PhoneHub's own stock, marked with your company's name.",
    },
  ];
  return (
    <section aria-labelledby="partner-benefits-title">
      <h2 id="partner-benefits-title" className="partner-section__title">
        Why sell with PhoneHub
      </h2>
      <ul className="card-grid partner-benefits">
        {benefits.map(({ figure, title, text }) => (
          <li key={title} className="partner-benefit">
            <p className="partner-benefit__figure" aria-hidden="true">
              {figure}
            </p>
            <h3 className="partner-benefit__title">{title}</h3>
            <p className="partner-benefit__text">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
