import { PARTNER_MESSAGES } from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import { Alert, Button, buttonClass, Card, CardBody } from '@phonehub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMyPartnerApplication } from '../api/get-my-partner-application';
import { PartnerApplicationForm } from './partner-application-form';
import { PartnerApplicationStatus } from './partner-application-status';
import { PartnerBenefits } from './partner-benefits';
import './partner-program.css';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';

const STATUS_ID = 'application-status';

/**
 * /partner-program: benefits, the application form and the applicant's status. The form is not
 * offered to a seller nor while an application is pending or approved (the API would refuse it).
 */
export function PartnerProgramPage() {
  usePageTitle(PAGE_TITLES['/partner-program']);
  const { user } = useSession();
  const application = useMyPartnerApplication();
  const [submitted, setSubmitted] = useState(false);
  const open = application.data?.status === 'pending' || application.data?.status === 'approved';
  const showForm = !user || (!user.is_seller && !open);

  return (
    <div className="ph-container page partner-page">
      <div className="page__header">
        <h1 className="page__title">Partner Program</h1>
        <p className="page__subtitle">Sell your refurbished devices to PhoneHub shoppers.</p>
      </div>

      {user ? (
        <Alert tone="info" title={`Welcome, ${user.first_name || 'partner'}!`}>
          {user.is_seller
            ? 'Your account can already sell on PhoneHub.'
            : 'Fill in the form below and we will review your application.'}
        </Alert>
      ) : (
        <Alert tone="warning" title="Login Required">
          <p>You need an account to apply to the partner program.</p>
          <Link to="/login" className={buttonClass({ variant: 'primary', size: 'sm' })}>
            Login Now
          </Link>
        </Alert>
      )}

      {user && !user.is_seller && !user.email_verified && (
        <Alert tone="warning" title="Verify your email address first">
          Applications need a verified email address. Open the link we emailed to {user.email}, or ask for a
          new one on <Link to="/profile">your account page</Link>.
        </Alert>
      )}

      <PartnerBenefits />

      {submitted && (
        <div className="partner-form__notice">
          <Alert tone="success">{PARTNER_MESSAGES.submitted}</Alert>
          <Button type="button" variant="ghost" size="sm" onClick={() => setSubmitted(false)}>
            Dismiss
          </Button>
        </div>
      )}

      <div className="partner-page__columns">
        {showForm && (
          <Card>
            <CardBody>
              <PartnerApplicationForm statusId={STATUS_ID} onSubmitted={() => setSubmitted(true)} />
            </CardBody>
          </Card>
        )}
        <Card>
          <CardBody>
            <PartnerApplicationStatus id={STATUS_ID} />
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
