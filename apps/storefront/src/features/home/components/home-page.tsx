import { CLAIMS } from '@phonehub/domain';
import {
  ArrowRightIcon,
  buttonClass,
  ClipboardCheckIcon,
  RecycleIcon,
  ReturnIcon,
  ShieldIcon,
  StoreIcon,
  TruckIcon,
} from '@phonehub/ui';
import { Link } from 'react-router-dom';

// The one set of claims (ARCHITECTURE.md point 6); the full home page comes with the catalogue.
const PROMISES = [
  {
    icon: ShieldIcon,
    title: `${CLAIMS.warrantyMonths}-month warranty`,
    text: 'Every device is covered against defects for a full year.',
  },
  {
    icon: ReturnIcon,
    title: `${CLAIMS.returnDays}-day returns`,
    text: `Changed your mind? Send it back within ${CLAIMS.returnDays} days of delivery.`,
  },
  {
    icon: ClipboardCheckIcon,
    title: `${CLAIMS.inspectionPoints}-point inspection`,
    text: 'Battery, screen, cameras, ports and more are checked before listing.',
  },
  {
    icon: TruckIcon,
    title: 'Free standard shipping',
    text: `On orders of $${CLAIMS.freeShippingThresholdDollars} or more.`,
  },
];

export function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="ph-container hero__inner">
          <p className="hero__eyebrow">Certified refurbished electronics</p>
          <h1 id="hero-title" className="hero__title">
            Shop refurbished. <span>Trade in the rest.</span>
          </h1>
          <p className="hero__lead">
            Phones, laptops, tablets, watches, audio and gaming gear — inspected, guaranteed and priced fairly. Got a
            device you no longer use? Get a trade-in quote in minutes.
          </p>
          <div className="hero__actions">
            <Link to="/marketplace" className={buttonClass({ size: 'lg' })}>
              Shop refurbished <ArrowRightIcon size={18} />
            </Link>
            <Link to="/trade" className={buttonClass({ variant: 'outline', size: 'lg' })}>
              Get a trade-in quote
            </Link>
          </div>
        </div>
      </section>

      <section className="ph-container promises" aria-labelledby="promises-title">
        <h2 id="promises-title" className="ph-visually-hidden">
          Our promises
        </h2>
        <ul className="promises__grid">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="promise">
              <span className="promise__icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <div>
                <h3 className="promise__title">{title}</h3>
                <p className="promise__text">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="ph-container paths" aria-label="What you can do on PhoneHub">
        <div className="path-card">
          <span className="path-card__icon" aria-hidden="true">
            <StoreIcon size={24} />
          </span>
          <h2 className="path-card__title">Buy with confidence</h2>
          <p>
            Browse refurbished devices by brand, condition and price. Each listing states its condition, and every
            order gets the same warranty and return window.
          </p>
          <Link to="/marketplace" className="path-card__link">
            Browse the marketplace <ArrowRightIcon size={16} />
          </Link>
        </div>
        <div className="path-card">
          <span className="path-card__icon" aria-hidden="true">
            <RecycleIcon size={24} />
          </span>
          <h2 className="path-card__title">Trade in what you don’t use</h2>
          <p>
            Tell us the brand, model and condition to get an estimate, send the device in, and we confirm the final
            value after inspection. You can follow your trade at every step.
          </p>
          <Link to="/trade" className="path-card__link">
            Get a trade-in quote <ArrowRightIcon size={16} />
          </Link>
        </div>
      </section>
    </>
  );
}
