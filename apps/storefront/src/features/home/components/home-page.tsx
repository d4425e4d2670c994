import { BRAND_NAME, CATEGORIES, CLAIMS, formatList, LISTING_BRANDS } from '@phonehub/domain';
import {
  ArrowRightIcon,
  BatteryIcon,
  Button,
  buttonClass,
  ClipboardCheckIcon,
  EmptyState,
  GamepadIcon,
  HeadphonesIcon,
  LaptopIcon,
  LeafIcon,
  PhoneIcon,
  RecycleIcon,
  RefreshIcon,
  ReturnIcon,
  ShieldIcon,
  TabletIcon,
  TruckIcon,
  WatchIcon,
} from '@phonehub/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ImpactFigures } from '../../../components/impact-figures';
import { ProductCard, ProductCardSkeleton } from '../../../components/product/product-card';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import { FEATURED_DEALS, useFeaturedDeals } from '../api/get-featured-deals';

type Icon = ComponentType<{ size?: number }>;

// Only the one set of claims (ARCHITECTURE.md point 6) and facts we can state; the site statistics
// (customers, devices sold, CO2, satisfaction) come from the site settings, as on About.
const FEATURES: { icon: Icon; title: string; text: string }[] = [
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
  {
    icon: BatteryIcon,
    title: 'Honest grading',
    text: 'Each listing states its condition grade and, where it matters, the battery health.',
  },
  {
    icon: RecycleIcon,
    title: 'Trade in your old device',
    text: 'Get an estimate in minutes; the final value is confirmed after inspection.',
  },
];

const CATEGORY_CARDS: Record<string, { icon: Icon; text: string }> = {
  smartphones: { icon: PhoneIcon, text: 'Unlocked phones, graded and tested' },
  laptops: { icon: LaptopIcon, text: 'Notebooks for work, study and play' },
  tablets: { icon: TabletIcon, text: 'Tablets for reading, drawing and streaming' },
  'smart-watches': { icon: WatchIcon, text: 'Fitness and smart watches' },
  audio: { icon: HeadphonesIcon, text: 'Headphones and earbuds' },
  gaming: { icon: GamepadIcon, text: 'Consoles and handhelds' },
};

const BRAND_LIST = formatList(LISTING_BRANDS);

export function HomePage() {
  const featured = useFeaturedDeals();
  const settings = useSiteSettings();
  usePageTitle(settings.data?.title ?? (settings.isError ? BRAND_NAME : undefined), { full: true });

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="ph-container hero__inner">
          <p className="hero__eyebrow">Certified refurbished electronics</p>
          <h1 id="hero-title" className="hero__title">
            Shop refurbished. <span>Trade in the rest.</span>
          </h1>
          <p className="hero__lead">
            Phones, laptops, tablets, watches, audio and gaming gear — inspected, guaranteed and priced
            fairly. {/* Left out on a phone, where the trade-in button below says it. */}
            <span className="hero__lead-more">
              Got a device you no longer use? Get a trade-in quote in minutes.
            </span>
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

      <ImpactFigures label="PhoneHub in numbers" />
      <p className="ph-container stats__brands">Brands include {BRAND_LIST}.</p>

      <section className="ph-container features" aria-labelledby="features-title">
        <h2 id="features-title" className="ph-visually-hidden">
          Why buy from PhoneHub
        </h2>
        <ul className="features__grid">
          {FEATURES.map(({ icon: Icon, title, text }) => (
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

      <section className="ph-container home-section" aria-labelledby="deals-title">
        <div className="home-section__head">
          <div>
            <h2 id="deals-title" className="home-section__title">
              Featured deals
            </h2>
            <p className="home-section__lead">In stock now, with the biggest savings on the price new.</p>
          </div>
          <Link to="/marketplace" className="home-section__more">
            See all products <ArrowRightIcon size={16} />
          </Link>
        </div>
        <FeaturedDeals featured={featured} />
      </section>

      <section className="ph-container home-section" aria-labelledby="categories-title">
        <div className="home-section__head">
          <h2 id="categories-title" className="home-section__title">
            Shop by category
          </h2>
        </div>
        <ul className="card-grid category-grid">
          {CATEGORIES.map((category) => {
            const { icon: Icon, text } = CATEGORY_CARDS[category.slug];
            return (
              <li key={category.slug}>
                <Link
                  to={`/marketplace?category=${encodeURIComponent(category.singular)}`}
                  className="card-tile category-card"
                >
                  <span className="category-card__icon" aria-hidden="true">
                    <Icon size={28} />
                  </span>
                  <span className="category-card__name">{category.plural}</span>
                  <span className="category-card__text">{text}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="ph-container home-section" aria-labelledby="sustainability-title">
        <div className="sustainability">
          <span className="sustainability__icon" aria-hidden="true">
            <LeafIcon size={32} />
          </span>
          <div>
            <h2 id="sustainability-title" className="home-section__title">
              Better for your wallet, better for the planet
            </h2>
            <p>
              Making a new device takes raw materials, water and energy. Buying refurbished gives a device
              that already exists a second life, and trading in the one in your drawer keeps working
              electronics in use instead of in a landfill.
            </p>
            <ul className="sustainability__points">
              <li>Every device passes a {CLAIMS.inspectionPoints}-point inspection before it is listed.</li>
              <li>Trade-ins are inspected so that they, too, can find their next owner.</li>
              <li>Every purchase is covered by the same warranty as any other device we sell.</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="ph-container home-section" aria-labelledby="cta-title">
        <div className="closing-cta">
          <h2 id="cta-title" className="closing-cta__title">
            Ready for your next device?
          </h2>
          <p>Browse inspected, warrantied devices — or find out what your current one is worth.</p>
          <div className="closing-cta__actions">
            <Link to="/marketplace" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
              Browse the marketplace
            </Link>
            <Link
              to="/trade"
              className={buttonClass({ size: 'lg', variant: 'outline', className: 'closing-cta__outline' })}
            >
              Get a trade-in quote
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function FeaturedDeals({ featured }: { featured: ReturnType<typeof useFeaturedDeals> }) {
  if (featured.isPending) {
    return (
      <div className="product-grid product-grid--deals" aria-busy="true">
        <span className="ph-visually-hidden" role="status">
          Loading deals...
        </span>
        {Array.from({ length: FEATURED_DEALS }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (featured.isError) {
    return (
      <EmptyState
        title="We couldn’t load today’s deals"
        description="The rest of the shop is still open."
        action={
          <div className="home-deals__actions">
            <Button
              variant="outline"
              onClick={() => void featured.refetch()}
              loading={featured.isFetching}
              loadingText="Trying again..."
            >
              <RefreshIcon size={18} /> Try Again
            </Button>
            <Link to="/marketplace" className={buttonClass()}>
              Browse the marketplace
            </Link>
          </div>
        }
      />
    );
  }
  if (featured.data.deals.length === 0) {
    return (
      <EmptyState
        title="No deals in stock right now"
        description="New devices are listed every week. Have a look at the whole catalogue in the meantime."
        action={
          <Link to="/marketplace" className={buttonClass()}>
            Browse the marketplace
          </Link>
        }
      />
    );
  }
  return (
    <ul className="product-grid product-grid--deals">
      {featured.data.deals.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
