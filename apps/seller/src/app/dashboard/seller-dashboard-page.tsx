import type { User } from '@phonehub/contracts';
import { canSell, formatCents, PLATFORM_FEE_RATE, SELLER_PAYOUT_RATE } from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import {
  Alert,
  Badge,
  buttonClass,
  CalendarIcon,
  Card,
  CardBody,
  CardHeader,
  formatDate,
  MailIcon,
  StoreIcon,
  Tabs,
} from '@phonehub/ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { OrdersTab } from '../../features/orders/components/orders-tab';
import { PayoutsTab } from '../../features/payouts/components/payouts-tab';
import { ProductsTab } from '../../features/products/components/products-tab';
import { StatCards } from '../../features/stats/components/stat-cards';
import { useAccessRecheck } from './use-access-recheck';

const percent = (rate: number) => `${Math.round(rate * 100)} %`;
const EXAMPLE_SALE_CENTS = 200_00;
/** The example's shipping: the fee covers what the buyer pays you for shipping too. */
const EXAMPLE_SHIPPING_CENTS = 10_00;

const SECTIONS = ['overview', 'products', 'orders', 'payouts'] as const;
type Section = (typeof SECTIONS)[number];

export function SellerDashboardPage() {
  const { user } = useSession();
  useAccessRecheck();

  if (!user) {
    return (
      <div className="ph-container ph-portal-page seller-page">
        <Alert tone="info" title="Please sign in">
          Sign in to your PhoneHub account to see your seller dashboard. <Link to="/login">Sign in</Link>
        </Alert>
      </div>
    );
  }

  let body: ReactNode;
  if (canSell(user)) body = <SellerDashboard user={user} />;
  else if (user.is_seller) body = <SellerSuspended />;
  else body = <SellerAccessRequired />;
  return <div className="ph-container ph-portal-page seller-page">{body}</div>;
}

function Blocked({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="seller-access">
      <CardBody className="seller-access__body">
        <span className="ph-icon-tile seller-access__icon" aria-hidden="true">
          <StoreIcon size={28} />
        </span>
        <div className="seller-access__text">
          <h1 className="seller-access__title">{title}</h1>
          {children}
        </div>
      </CardBody>
    </Card>
  );
}

function SellerAccessRequired() {
  return (
    <Blocked title="Seller Access Required">
      <Alert tone="warning">
        Your account does not have seller access. To sell on PhoneHub, apply through our Partner Program; once
        your application is approved, this dashboard opens for you.
      </Alert>
      <div>
        <Link to="/partner-program" className={buttonClass()}>
          Apply via the Partner Program
        </Link>
      </div>
    </Blocked>
  );
}

function SellerSuspended() {
  return (
    <Blocked title="Seller Access Required">
      <Alert tone="danger" title="Your seller account is suspended">
        Your products are hidden from shoppers and your seller dashboard is closed while the suspension lasts.
        Please contact support to resolve it.
      </Alert>
    </Blocked>
  );
}

/** The dashboard's sections as tabs; the open one is kept in the address (?tab=), its list state beside it. */
function SellerDashboard({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Section | null;
  const section: Section = asked && SECTIONS.includes(asked) ? asked : 'overview';
  return (
    <>
      <SellerHeader user={user} />
      <Tabs
        label="Seller dashboard sections"
        value={section}
        // A new section starts on its first page with no search or filter.
        onValueChange={(next) =>
          setParams(next === 'overview' ? {} : { tab: next }, { preventScrollReset: true })
        }
        items={[
          { value: 'overview', label: 'Overview', content: <Overview /> },
          { value: 'products', label: 'My Products', content: <ProductsTab /> },
          { value: 'orders', label: 'Recent Orders', content: <OrdersTab /> },
          { value: 'payouts', label: 'Payouts', content: <PayoutsTab /> },
        ]}
      />
    </>
  );
}

function SellerHeader({ user }: { user: User }) {
  return (
    <Card>
      <CardBody className="seller-header">
        <div className="seller-header__main">
          <p className="seller-header__eyebrow">Seller Dashboard</p>
          <h1 className="seller-header__name">
            {user.first_name} {user.last_name}
          </h1>
          <ul className="seller-header__meta">
            <li>
              <MailIcon size={16} /> {user.email}
            </li>
            <li>
              <CalendarIcon size={16} /> Member since {formatDate(user.created_at)}
            </li>
          </ul>
        </div>
        <div className="seller-header__badges">
          <Badge tone="brand">Seller</Badge>
          <Badge tone="success">Active</Badge>
        </div>
      </CardBody>
    </Card>
  );
}

function Overview() {
  const paidCents = EXAMPLE_SALE_CENTS + EXAMPLE_SHIPPING_CENTS;
  const feeCents = Math.round(paidCents * PLATFORM_FEE_RATE);
  return (
    <div className="seller-section">
      <StatCards />
      <Card>
        <CardHeader
          title="How payouts work"
          description="The split of a sale is fixed when the order is placed."
        />
        <CardBody className="payout">
          <p className="payout__headline">
            You keep <strong>{percent(SELLER_PAYOUT_RATE)}</strong> of each sale, shipping included; the
            platform fee is <strong>{percent(PLATFORM_FEE_RATE)}</strong> of the price and the shipping the
            buyer pays you.
          </p>
          <dl className="payout__example" aria-label="Example sale">
            <div>
              <dt>Example sale</dt>
              <dd>{formatCents(EXAMPLE_SALE_CENTS)}</dd>
            </div>
            <div>
              <dt>Shipping the buyer pays</dt>
              <dd>+ {formatCents(EXAMPLE_SHIPPING_CENTS)}</dd>
            </div>
            <div>
              <dt>Platform fee ({percent(PLATFORM_FEE_RATE)})</dt>
              <dd>− {formatCents(feeCents)}</dd>
            </div>
            <div className="payout__total">
              <dt>You receive</dt>
              <dd>{formatCents(paidCents - feeCents)}</dd>
            </div>
          </dl>
        </CardBody>
      </Card>
    </div>
  );
}
