import type { Product, ProductVariants, SellerTerms } from '@phonehub/contracts';
import { isApiError } from '@phonehub/api-client';
import { CLAIMS, TIMINGS } from '@phonehub/domain';
import { notify } from '@phonehub/session';
import {
  Badge,
  BatteryIcon,
  Button,
  ChevronRightIcon,
  LoadError,
  RefreshIcon,
  Spinner,
  Tabs,
} from '@phonehub/ui';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigationType, useParams } from 'react-router-dom';
import { conditionTone } from '../../../components/product/product-format';
import { ProductPrice } from '../../../components/product/product-price';
import { ProductRating } from '../../../components/product/product-rating';
import { useProduct } from '../api/get-product';
import { useProductVariants } from '../api/get-product-variants';
import { ProductGallery } from './product-gallery';
import { InStockAlternatives } from './in-stock-alternatives';
import { ProductPurchase } from './product-purchase';
import { ProductReviews } from './product-reviews';
import { hasVariantChoice, variantGroupName, variantPickOf, VariantPicker } from './variant-picker';
import { saleTerms } from '../sale-terms';
import { usePageTitle } from '../../../lib/use-page-title';
import { loadFailureMessage } from '../../../lib/error-message';

// Only a sold-out product's page has the form, and it brings react-hook-form: fetched when shown.
const BackInStockForm = lazy(() =>
  import('./back-in-stock-form').then((m) => ({ default: m.BackInStockForm })),
);

export function ProductPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const pick = variantPickOf(location.state);
  // A choice in the picker keeps this model's page on screen until the chosen listing has loaded.
  const product = useProduct(id, { keepPrevious: pick !== undefined });
  // Asked at once, beside the product, so the picker comes with the page.
  const variants = useProductVariants(id);
  useKeepPlaceOnPick(product.data?.id === id && !product.isPlaceholderData);
  usePageTitle(
    product.data?.name ??
      (product.isError
        ? isApiError(product.error) && product.error.kind === 'not-found'
          ? 'Product not found'
          : 'Failed to load product'
        : undefined),
  );

  if (product.isPending) return <Spinner page label="Loading product..." />;
  if (product.isError) {
    // Only a real 404 means the product is gone; anything else may pass, so the shopper stays and can retry.
    if (isApiError(product.error) && product.error.kind === 'not-found') return <ProductNotFound />;
    return (
      <ProductLoadFailed
        error={product.error}
        retrying={product.isFetching}
        onRetry={() => void product.refetch()}
      />
    );
  }
  // Keyed by id: moving to another product starts with its first image, quantity 1 and tab.
  return (
    <ProductDetails
      key={product.data.id}
      product={product.data}
      variants={variants.data}
      selectedId={id}
      switching={product.isPlaceholderData}
    />
  );
}

/**
 * A choice in the picker replaces the address with another listing of the model: the page stays
 * where it was scrolled to (a new address would start at the top) and, once the listing is shown,
 * focus goes back to the chosen option of that group (the old page's radio is gone with it).
 */
function useKeepPlaceOnPick(shown: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const pick = navigationType === 'REPLACE' ? variantPickOf(location.state) : undefined;
  const firstKey = useRef(location.key);
  const focusedKey = useRef<string | null>(null);

  // A layout effect: it runs after the site's scroll restoration has moved to the top, before paint.
  useLayoutEffect(() => {
    if (pick && location.key !== firstKey.current) window.scrollTo(0, pick.scrollY);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per history entry
  }, [location.key]);

  useEffect(() => {
    if (!pick || !shown || focusedKey.current === location.key) return;
    focusedKey.current = location.key;
    const lost = !document.activeElement || document.activeElement === document.body;
    const option = document.querySelector<HTMLInputElement>(
      `input[name="${variantGroupName(pick.dimension)}"]:checked`,
    );
    if (lost && option) option.focus({ preventScroll: true });
  });
}

/** Spec: say so, then go to the marketplace after 2 s. */
function ProductNotFound() {
  const navigate = useNavigate();
  const message = 'Product not found';

  useEffect(() => {
    notify.error(message);
    const timer = setTimeout(
      () => navigate('/marketplace', { replace: true }),
      TIMINGS.productErrorRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="ph-container page">
      <LoadError
        look="state"
        title={message}
        description="Taking you back to the marketplace..."
        action={<Link to="/marketplace">Go to the marketplace now</Link>}
      />
    </div>
  );
}

/** Offline, too many requests or our side: say which, and offer to try again here. */
function ProductLoadFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="ph-container page">
      <LoadError
        look="state"
        title="Failed to load product"
        description={loadFailureMessage(error, 'Please try again.')}
        action={
          <Button onClick={onRetry} loading={retrying} loadingText="Trying again...">
            <RefreshIcon size={18} /> Try Again
          </Button>
        }
      />
    </div>
  );
}

interface ProductDetailsProps {
  product: Product;
  variants: ProductVariants | undefined;
  /** The listing in the address: another listing of the model while it loads (`switching`). */
  selectedId: string;
  switching: boolean;
}

function ProductDetails({ product, variants, selectedId, switching }: ProductDetailsProps) {
  const location = useLocation();
  const [tab, setTab] = useState(location.hash === '#reviews' ? 'reviews' : 'description');
  const category = product.category_label;

  const showReviews = () => {
    setTab('reviews');
    document.getElementById('product-tabs')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const facts = (
    [
      ['Storage', product.storage],
      ['Color', product.color],
    ] as [string, string | null][]
  ).filter((fact): fact is [string, string] => Boolean(fact[1]));

  return (
    <div className="ph-container page product-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <ChevronRightIcon size={14} />
            <Link to="/marketplace">Shop</Link>
          </li>
          <li>
            <ChevronRightIcon size={14} />
            <Link to={`/marketplace?category=${encodeURIComponent(category)}`}>{category}</Link>
          </li>
          <li>
            <ChevronRightIcon size={14} />
            <span aria-current="page">{product.name}</span>
          </li>
        </ol>
      </nav>

      <div className="product-page__main">
        <ProductGallery images={product.images} name={product.name} />

        <div className="product-page__info">
          <p className="product-page__brand">{product.brand}</p>
          <h1 className="product-page__title">{product.name}</h1>
          {product.seller && <p className="product-page__seller">Sold by {product.seller.company_name}</p>}
          <button type="button" className="product-page__rating" onClick={showReviews}>
            <ProductRating as="span" rating={product.rating} count={product.review_count} />
            <span className="ph-visually-hidden"> (see reviews)</span>
          </button>

          <ProductPrice
            size="lg"
            price={product.price}
            originalPrice={product.original_price}
            discountPercentage={product.discount_percentage}
          />

          {hasVariantChoice(variants) && (
            <VariantPicker product={product} variants={variants} selectedId={selectedId} />
          )}

          <div className="product-page__condition">
            <p>
              <span className="product-page__label">Condition</span>{' '}
              <Badge tone={conditionTone(product.condition)}>{product.condition}</Badge>
            </p>
            {product.condition_description && <p className="text-muted">{product.condition_description}</p>}
          </div>

          {product.battery_health !== null && (
            <p className="product-page__battery">
              <BatteryIcon size={20} />
              <span>
                <span className="product-page__label">Battery health</span> {product.battery_health}%{' '}
                <span className="text-muted">of its original capacity</span>
              </span>
            </p>
          )}

          {/* The picker shows storage and colour itself. */}
          {facts.length > 0 && !hasVariantChoice(variants) && (
            <dl className="key-facts">
              {facts.map(([label, value]) => (
                <div key={label} className="key-facts__item">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}

          <ProductPurchase product={product} busy={switching} />
          {product.stock <= 0 && (
            <Suspense fallback={null}>
              <BackInStockForm product={product} />
            </Suspense>
          )}
          {product.stock <= 0 && <InStockAlternatives product={product} />}
        </div>
      </div>

      <section id="product-tabs" className="product-page__tabs" aria-label="Product information">
        <Tabs
          label="Product information"
          value={tab}
          onValueChange={setTab}
          items={[
            { value: 'description', label: 'Description', content: <Description product={product} /> },
            {
              value: 'specifications',
              label: 'Specifications',
              content: <Specifications product={product} />,
            },
            {
              value: 'reviews',
              label: `Reviews (${product.review_count})`,
              content: <ProductReviews product={product} />,
            },
            {
              value: 'warranty',
              label: 'Warranty',
              content: product.terms ? (
                <SellerWarranty product={product} terms={product.terms} />
              ) : (
                <Warranty />
              ),
            },
          ]}
        />
      </section>
    </div>
  );
}

function Description({ product }: { product: Product }) {
  return (
    <div className="prose">
      {product.description
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
    </div>
  );
}

/** 'Colour' and 'Color' name the same row. */
const specKey = (name: string) => name.trim().toLowerCase().replace('colour', 'color');

function Specifications({ product }: { product: Product }) {
  const own: [string, string | null][] = [
    ['Brand', product.brand],
    ['Model', product.model],
    ['Condition', product.condition],
    ['Storage', product.storage],
    ['Color', product.color],
    ['Battery health', product.battery_health === null ? null : `${product.battery_health}%`],
  ];
  // The product's own specifications win; our fields come first and fill what they leave out.
  const specs = new Map(
    Object.entries(product.specifications).map(([name, value]) => [
      specKey(name),
      [name, value] as [string, string],
    ]),
  );
  const rows = new Map<string, [string, string]>();
  for (const [name, value] of own)
    if (value && !specs.has(specKey(name))) rows.set(specKey(name), [name, value]);
  for (const [key, row] of specs) if (!rows.has(key)) rows.set(key, row);
  return (
    <div className="ph-table-wrap">
      <table className="ph-table spec-table">
        <caption className="ph-visually-hidden">Specifications of {product.name}</caption>
        <tbody>
          {[...rows].map(([key, [name, value]]) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A marketplace seller's own warranty, returns and delivery, in place of the shop's. */
function SellerWarranty({ product, terms }: { product: Product; terms: SellerTerms }) {
  const seller = product.seller?.company_name ?? 'The seller';
  const texts = saleTerms(product);
  return (
    <div className="prose">
      <p>This device is sold and shipped by {seller}, a PhoneHub marketplace seller, on its own terms.</p>
      <h3>{texts.warranty}</h3>
      <p>
        {terms.warranty_months > 0
          ? `${seller} covers it for ${terms.warranty_months} months from delivery against defects in materials and workmanship.`
          : `${seller} gives no warranty of its own on this device.`}
      </p>
      <h3>{texts.returns}</h3>
      <p>
        Changed your mind? Return the device within {terms.return_policy_days} days of delivery for a full
        refund.
      </p>
      <h3>Delivery</h3>
      <p>{texts.shipping}.</p>
    </div>
  );
}

function Warranty() {
  return (
    <div className="prose">
      <h3>{CLAIMS.warrantyMonths}-month warranty</h3>
      <p>
        Every device we sell is covered for {CLAIMS.warrantyMonths} months from delivery against defects in
        materials and workmanship. If something goes wrong, we repair or replace it at no cost to you.
      </p>
      <h3>{CLAIMS.returnDays}-day returns</h3>
      <p>
        Changed your mind? Return the device within {CLAIMS.returnDays} days of delivery for a full refund.
      </p>
      <h3>{CLAIMS.inspectionPoints}-point inspection</h3>
      <p>
        Before listing, each device passes a {CLAIMS.inspectionPoints}-point inspection of its battery,
        screen, cameras, buttons and ports.
      </p>
      <p>
        Read the full <Link to="/warranty">warranty policy</Link> and{' '}
        <Link to="/returns">returns policy</Link>.
      </p>
    </div>
  );
}
