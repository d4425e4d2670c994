import type { User } from '@phonehub/contracts';
import { formatCents, PLATFORM_FEE_RATE, SELLER_PAYOUT_RATE } from '@phonehub/domain';
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
} from '@phonehub/ui';
import { Link } from 'react-router-dom';

const percent = (rate: number) => `${Math.round(rate * 100)} %`;
const EXAMPLE_SALE_CENTS = 200_00;

export function SellerDashboardPage() {
  const { user } = useSession();

  if (!user) {
    return (
      <div className="ph-container seller-page">
        <Alert tone="info" title="Please sign in">
          Sign in to your PhoneHub account to see your seller dashboard. <Link to="/login">Sign in</Link>
        </Alert>
      </div>
    );
  }

  return <div className="ph-container seller-page">{user.is_seller ? <SellerOverview user={user} /> : <SellerAccessRequired />}</div>;
}

function SellerAccessRequired() {
  return (
    <Card className="seller-access">
      <CardBody className="seller-access__body">
        <span className="seller-access__icon" aria-hidden="true">
          <StoreIcon size={28} />
        </span>
        <div className="seller-access__text">
          <h1 className="seller-access__title">Seller Access Required</h1>
          <Alert tone="warning">
            Your account does not have seller access. To sell on PhoneHub, apply through our Partner Program; once your
            application is approved, this dashboard opens for you.
          </Alert>
          <div>
            <Link to="/partner-program" className={buttonClass()}>
              Apply via the Partner Program
            </Link>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}

function SellerOverview({ user }: { user: User }) {
  const feeCents = Math.round(EXAMPLE_SALE_CENTS * PLATFORM_FEE_RATE);
  return (
    <>
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
            {user.is_suspended ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>}
          </div>
        </CardBody>
      </Card>

      {user.is_suspended && (
        <Alert tone="danger" title="Your seller account is suspended">
          Your listings are hidden from shoppers while the suspension lasts. Please contact support to resolve it.
        </Alert>
      )}

      <Card>
        <CardHeader title="How payouts work" description="The same split applies to every sale you make on PhoneHub." />
        <CardBody className="payout">
          <p className="payout__headline">
            You keep <strong>{percent(SELLER_PAYOUT_RATE)}</strong> of each sale; the platform fee is{' '}
            <strong>{percent(PLATFORM_FEE_RATE)}</strong>.
          </p>
          <dl className="payout__example" aria-label="Example sale">
            <div>
              <dt>Example sale</dt>
              <dd>{formatCents(EXAMPLE_SALE_CENTS)}</dd>
            </div>
            <div>
              <dt>Platform fee ({percent(PLATFORM_FEE_RATE)})</dt>
              <dd>− {formatCents(feeCents)}</dd>
            </div>
            <div className="payout__total">
              <dt>You receive</dt>
              <dd>{formatCents(EXAMPLE_SALE_CENTS - feeCents)}</dd>
            </div>
          </dl>
        </CardBody>
      </Card>
    </>
  );
}
