import {
  formatCents,
  PARTNER_REVIEW_BUSINESS_DAYS,
  PLATFORM_FEE_PERCENT,
  SELLER_PAYOUT_PERCENT,
  splitSale,
} from '@phonehub/domain';
import { CalendarIcon, StoreIcon, TagIcon, TruckIcon } from '@phonehub/ui';

/** The worked example on the fee card: a $500 sale. */
const EXAMPLE_SALE_CENTS = 50_000;

export function PartnerBenefits() {
  const { feeCents, payoutCents } = splitSale(EXAMPLE_SALE_CENTS);
  const { min, max } = PARTNER_REVIEW_BUSINESS_DAYS;
  const benefits = [
    {
      icon: TagIcon,
      title: `Keep ${SELLER_PAYOUT_PERCENT}% of every sale`,
      text: `One ${PLATFORM_FEE_PERCENT}% platform fee and nothing else: on a ${formatCents(EXAMPLE_SALE_CENTS)} sale we keep ${formatCents(feeCents)} and you get ${formatCents(payoutCents)}.`,
    },
    {
      icon: CalendarIcon,
      title: `A decision in ${min}-${max} business days`,
      text: 'A person reads every application and emails you the decision, with notes if something is missing.',
    },
    {
      icon: StoreIcon,
      title: 'Your own Seller Dashboard',
      text: 'List your devices, see your orders and follow your earnings in one place.',
    },
    {
      icon: TruckIcon,
      title: 'Sold under your name',
      text: "Your listings appear in the marketplace beside PhoneHub's own stock, marked with your company's name.",
    },
  ];
  return (
    <section aria-labelledby="partner-benefits-title">
      <h2 id="partner-benefits-title" className="partner-section__title">
        Why sell with PhoneHub
      </h2>
      <ul className="features__grid partner-benefits">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="feature">
            <span className="feature__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <div>
              <h3 className="feature__title">{title}</h3>
              <p className="feature__text">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
