import { isApiError } from '@phonehub/api-client';
import {
  CLAIMS,
  cartLines,
  cartSellerNames,
  computeTotals,
  formatCents,
  SHIPPING_COUNTRIES,
  SHIPPING_METHODS,
  shippingCountry,
  TAX_RATE,
  type CartItem,
  type OrderTotals,
  type ShippingMethod,
} from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import {
  Alert,
  Button,
  buttonClass,
  LockIcon,
  Select,
  StepIndicator,
  EmailField,
  TextField,
} from '@phonehub/ui';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { redirectTo } from '../../../lib/browser';
import { fieldBinder, requiredSummary, toResolver } from '../../../lib/form-validation';
import { useCart } from '../../../stores/cart-store';
import { EmptyCartPage } from '../../../components/empty-cart-page';
import { useStartCheckoutSession } from '../api/create-checkout-session';
import { useStoreCredit } from '../api/get-store-credit';
import { creditToApply, StoreCreditToggle } from './store-credit-toggle';
import {
  forgetCheckout,
  hasShippingInfo,
  initialValues,
  loadCheckout,
  MISSING_SHIPPING_MESSAGE,
  rememberPlacedOrder,
  saveCheckout,
  toCheckoutRequest,
  validateCheckout,
  type CheckoutStep,
  type CheckoutValues,
} from './checkout-form';
import { PaymentCancelled } from './payment-cancelled';
import { PaymentResult } from './payment-result';
import { CheckoutLines, CheckoutSummary } from './checkout-summary';
import './checkout.css';
import { ParcelShippingRows } from '../../../components/parcel-shipping-rows';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';

const STEPS = ['Shipping', 'Review', 'Payment'];

const SHIPPING_METHOD_KEYS = Object.keys(SHIPPING_METHODS) as ShippingMethod[];

export function CheckoutPage() {
  usePageTitle(PAGE_TITLES['/checkout']);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (sessionId) return <PaymentResult sessionId={sessionId} />;
  const cancelledOrder = params.get('cancelled') === '1' ? params.get('order') : null;
  if (cancelledOrder) return <PaymentCancelled orderId={cancelledOrder} />;
  return <CheckoutFlow cancelled={params.get('cancelled') === '1'} />;
}

function CheckoutFlow({ cancelled }: { cancelled: boolean }) {
  const cart = useCart();
  const { user } = useSession();
  const [restored] = useState(loadCheckout);
  const [step, setStep] = useState<CheckoutStep>(cancelled ? 3 : (restored?.step ?? 1));
  const form = useForm<CheckoutValues>({
    defaultValues: restored?.values ?? initialValues(user),
    resolver: toResolver(validateCheckout),
  });

  // Every keystroke and step change is kept for this tab, so a refresh loses nothing.
  useEffect(() => {
    saveCheckout({ step, values: form.getValues() });
    const subscription = form.watch(() => saveCheckout({ step, values: form.getValues() }));
    return () => subscription.unsubscribe();
  }, [form, step]);

  const goTo = (next: CheckoutStep) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  if (cart.items.length === 0) {
    return <EmptyCartPage title="Checkout" description="Add a device to your cart before checking out." />;
  }

  return (
    <div className="ph-container page">
      <div className="page__header">
        <h1 className="page__title">Checkout</h1>
        <p className="page__subtitle">
          {cart.count} {cart.count === 1 ? 'item' : 'items'}
        </p>
      </div>

      <nav aria-label="Checkout steps">
        <StepIndicator steps={STEPS} current={step} className="checkout-steps" />
      </nav>

      {cancelled && step === 3 && (
        <Alert tone="warning" title="Payment cancelled">
          Your payment was cancelled and nothing was charged. Your cart has been kept, so you can try again.
        </Alert>
      )}

      {step === 1 && (
        <div className="checkout-layout">
          <ShippingStep form={form} onContinue={() => goTo(2)} />
          <ShippingSummary form={form} items={cart.items} />
        </div>
      )}
      {step === 2 && (
        <ReviewStep
          items={cart.items}
          values={form.getValues()}
          onBack={() => goTo(1)}
          onContinue={() => goTo(3)}
        />
      )}
      {step === 3 && <PaymentStep items={cart.items} values={form.getValues()} onBack={() => goTo(2)} />}
    </div>
  );
}

/** What the method costs: it ships PhoneHub's parcel only (sellers ship theirs at their own cost). */
function shippingPrice(items: readonly CartItem[], method: ShippingMethod): string {
  const shop = computeTotals(cartLines(items), method).parcels.find((p) => p.sellerId === null);
  const cents = shop?.shippingCents ?? 0;
  return cents === 0 ? 'Free' : formatCents(cents);
}

/** "Shipping from Acme Phones $12.50" for each seller's parcel, whatever the method. */
function sellerShipping(items: readonly CartItem[]): string[] {
  const names = cartSellerNames(items);
  const price = (cents: number) => (cents === 0 ? 'free' : formatCents(cents));
  return computeTotals(cartLines(items))
    .parcels.filter((p) => p.sellerId !== null)
    .map((p) => `${names.get(p.sellerId as string) || 'Marketplace seller'}: ${price(p.shippingCents)}`);
}

function ShippingStep({ form, onContinue }: { form: UseFormReturn<CheckoutValues>; onContinue: () => void }) {
  const cart = useCart();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const field = fieldBinder(form);
  const summary = requiredSummary(errors);
  const country = shippingCountry(watch('country')) ?? SHIPPING_COUNTRIES[0];

  return (
    <form
      className="checkout-panel"
      aria-labelledby="checkout-shipping-title"
      onSubmit={handleSubmit(onContinue)}
      noValidate
    >
      <h2 id="checkout-shipping-title" className="checkout-panel__title">
        Shipping information
      </h2>
      {summary && <Alert tone="danger">{summary}</Alert>}
      <fieldset className="form-section">
        <legend className="form-section__title">Contact</legend>
        <div className="form-grid form-grid--2">
          <EmailField required className="form-grid__full" {...field('email')} />
          <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="Optional, for delivery questions"
            {...field('phone')}
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">Delivery address</legend>
        <div className="form-grid form-grid--2">
          <TextField
            label="Address"
            autoComplete="street-address"
            required
            className="form-grid__full"
            {...field('address')}
          />
          <TextField label="City" autoComplete="address-level2" required {...field('city')} />
          <Select
            label="Country"
            autoComplete="country-name"
            required
            options={SHIPPING_COUNTRIES.map((c) => ({ value: c.name, label: c.name }))}
            {...field('country', {
              // Another country's states are not this one's: the choice starts again.
              onChange: () => setValue('state', '', { shouldValidate: isSubmitted }),
            })}
          />
          <Select
            label={country.regionLabel}
            autoComplete="address-level1"
            required
            placeholder={`Choose a ${country.regionLabel.toLowerCase()}`}
            options={country.regions.map((r) => ({ value: r.code, label: r.name }))}
            {...field('state')}
          />
          <TextField
            label={country.postalLabel}
            autoComplete="postal-code"
            inputMode={country.code === 'US' ? 'numeric' : 'text'}
            required
            {...field('zipCode')}
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">Shipping method</legend>
        <div className="shipping-options">
          {SHIPPING_METHOD_KEYS.map((key) => {
            const method = SHIPPING_METHODS[key];
            return (
              <label key={key} className="shipping-option">
                <input type="radio" value={key} {...register('shippingMethod')} />
                <span className="shipping-option__text">
                  <span className="shipping-option__name">{method.label}</span>
                  <span className="shipping-option__days">{method.days}</span>
                </span>
                <span className="shipping-option__price">{shippingPrice(cart.items, key)}</span>
              </label>
            );
          })}
        </div>
        <p className="checkout-shipping-note">
          Standard shipping is free on orders of ${CLAIMS.freeShippingThresholdDollars} or more.
        </p>
        {sellerShipping(cart.items).length > 0 && (
          <p className="checkout-shipping-note" data-testid="seller-shipping-hint">
            Marketplace sellers ship their own items whatever the method (
            {sellerShipping(cart.items).join('; ')}).
          </p>
        )}
      </fieldset>
      <div className="form-actions">
        <Link to="/cart" className={buttonClass({ variant: 'outline' })}>
          Back to Cart
        </Link>
        <Button type="submit">Continue to Review</Button>
      </div>
    </form>
  );
}

/** The Shipping step's order summary, priced with the method being chosen. */
function ShippingSummary({
  form,
  items,
}: {
  form: UseFormReturn<CheckoutValues>;
  items: readonly CartItem[];
}) {
  const method = useWatch({ control: form.control, name: 'shippingMethod' });
  const totals = computeTotals(cartLines(items), method);
  return (
    <CheckoutSummary items={items} totalCents={totals.totalCents}>
      <Totals totals={totals} method={method} items={items} testIdPrefix="summary" />
    </CheckoutSummary>
  );
}

interface TotalsProps {
  totals: OrderTotals;
  method: ShippingMethod;
  items: readonly CartItem[];
  /** The figures' test ids start with it: 'checkout' in the steps, 'summary' in the Shipping step's summary. */
  testIdPrefix?: string;
}

function Totals({ totals, method, items, testIdPrefix = 'checkout' }: TotalsProps) {
  return (
    <dl className="order-summary__rows">
      <div>
        <dt>Subtotal</dt>
        <dd data-testid={`${testIdPrefix}-subtotal`}>{formatCents(totals.subtotalCents)}</dd>
      </div>
      <div>
        <dt>Tax ({Math.round(TAX_RATE * 100)}%)</dt>
        <dd data-testid={`${testIdPrefix}-tax`}>{formatCents(totals.taxCents)}</dd>
      </div>
      <ParcelShippingRows
        totals={totals}
        items={items}
        method={SHIPPING_METHODS[method].label.toLowerCase()}
        testId={`${testIdPrefix}-shipping`}
      />
      <div className="order-summary__total">
        <dt>Total</dt>
        <dd data-testid={`${testIdPrefix}-total`}>{formatCents(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}

interface StepProps {
  items: readonly CartItem[];
  values: CheckoutValues;
}

function ReviewStep({
  items,
  values,
  onBack,
  onContinue,
}: StepProps & { onBack: () => void; onContinue: () => void }) {
  const totals = computeTotals(cartLines(items), values.shippingMethod);
  const method = SHIPPING_METHODS[values.shippingMethod];
  return (
    <section className="checkout-panel checkout-review" aria-labelledby="checkout-review-title">
      <h2 id="checkout-review-title" className="checkout-panel__title">
        Review your order
      </h2>
      <CheckoutLines items={items} label="Items" />
      <div className="checkout-review__details">
        <div>
          <h3 className="checkout-review__heading">Ship to</h3>
          <address className="checkout-review__address checkout-review__wrap">
            {values.firstName} {values.lastName}
            <br />
            {values.address}
            <br />
            {values.city}, {values.state} {values.zipCode}
            <br />
            {values.country}
          </address>
          <p className="text-muted checkout-review__wrap" data-testid="review-email">
            {values.email}
          </p>
        </div>
        <div>
          <h3 className="checkout-review__heading">Shipping method</h3>
          <p>
            {method.label} ({method.days})
          </p>
        </div>
      </div>
      <Totals totals={totals} method={values.shippingMethod} items={items} />
      <div className="form-actions">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onContinue}>Continue to Payment</Button>
      </div>
    </section>
  );
}

/** The API's sentence when it answered; no answer at all means the request never got through. */
function paymentErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status !== 0) return error.detail ?? 'Failed to create checkout session';
  return 'Failed to initiate payment';
}

function PaymentStep({ items, values, onBack }: StepProps & { onBack: () => void }) {
  const { user, token } = useSession();
  const cart = useCart();
  const start = useStartCheckoutSession();
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const totals = computeTotals(cartLines(items), values.shippingMethod);
  const credit = useStoreCredit(Boolean(user));
  const [applyCredit, setApplyCredit] = useState(false);
  const balanceCents = credit.data?.balance_cents ?? 0;
  const dueCents = applyCredit
    ? totals.totalCents - creditToApply(balanceCents, totals.totalCents)
    : totals.totalCents;

  const pay = () => {
    setError(null);
    if (items.length === 0) return setError('Your cart is empty');
    if (!hasShippingInfo(values)) return setError(MISSING_SHIPPING_MESSAGE);
    const body = toCheckoutRequest(values, items, window.location.origin);
    start.mutate(
      { body: user && applyCredit ? { ...body, apply_credit: true } : body, token: user ? token : null },
      {
        onSuccess: (session) => {
          if (!session?.url) return setError('No checkout URL received');
          setRedirecting(true);
          rememberPlacedOrder(session.order_id);
          // Paid wholly by store credit: no payment page; the order is placed, so the cart is done.
          if ('paid' in session && session.paid) {
            cart.clear();
            forgetCheckout();
          }
          redirectTo(session.url);
        },
        onError: (cause) => setError(paymentErrorMessage(cause)),
      },
    );
  };

  return (
    <section className="checkout-panel" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" className="checkout-panel__title">
        Payment
      </h2>
      <p>You will be taken to our payment provider's secure page to pay by card, then brought back here.</p>
      <Totals totals={totals} method={values.shippingMethod} items={items} />
      {user && (
        <StoreCreditToggle
          balanceCents={balanceCents}
          totalCents={totals.totalCents}
          checked={applyCredit}
          onChange={setApplyCredit}
          disabled={start.isPending || redirecting}
        />
      )}
      {error && <Alert tone="danger">{error}</Alert>}
      <div className="form-actions">
        <Button variant="outline" onClick={onBack} disabled={start.isPending || redirecting}>
          Back
        </Button>
        <Button
          size="lg"
          onClick={pay}
          loading={start.isPending || redirecting}
          loadingText="Redirecting to payment..."
        >
          <LockIcon size={18} /> {dueCents > 0 ? `Pay ${formatCents(dueCents)}` : 'Pay with store credit'}
        </Button>
      </div>
    </section>
  );
}
