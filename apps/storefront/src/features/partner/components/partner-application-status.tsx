import type { PartnerApplicationStatusName } from '@phonehub/contracts';
import { getMe } from '@phonehub/api-client';
import { PARTNER_REVIEW_BUSINESS_DAYS } from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import { Badge, buttonClass, formatDate, LoadingLines, QueryFallback, type BadgeTone } from '@phonehub/ui';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMyPartnerApplication, type PartnerApplication } from '../api/get-my-partner-application';

const { min, max } = PARTNER_REVIEW_BUSINESS_DAYS;

const STATUS: Record<PartnerApplicationStatusName, { label: string; tone: BadgeTone; text: string }> = {
  pending: {
    label: 'Under review',
    tone: 'warning',
    text: `We are reviewing your application and will email you our decision within ${min}-${max} business days.`,
  },
  approved: {
    label: 'Approved',
    tone: 'success',
    text: 'Your application is approved: your account can now sell on PhoneHub.',
  },
  rejected: {
    label: 'Not approved',
    tone: 'danger',
    text: 'We could not approve your application this time. You can apply again with the form on this page.',
  },
};

/** An approval changes the account: read it again so the header offers the Seller Dashboard at once. */
function useSellerFlagFollows(application: PartnerApplication | null | undefined) {
  const { user, updateUser } = useSession();
  const approvedButNotSeller = application?.status === 'approved' && user !== null && !user.is_seller;
  useEffect(() => {
    if (!approvedButNotSeller) return;
    const controller = new AbortController();
    getMe({ signal: controller.signal }).then(
      (fresh) => !controller.signal.aborted && updateUser(fresh),
      () => undefined,
    );
    return () => controller.abort();
  }, [approvedButNotSeller, updateUser]);
}

function StatusBody({ application }: { application: PartnerApplication }) {
  const status = STATUS[application.status];
  return (
    <div className="partner-status__body">
      <p className="partner-status__row">
        <Badge tone={status.tone}>{status.label}</Badge>
        <span>
          {application.company_name}, applied {formatDate(application.application_date)}
          {application.reviewed_at && `, decided ${formatDate(application.reviewed_at)}`}
        </span>
      </p>
      <p>{status.text}</p>
      {application.reviewer_notes && (
        <div className="partner-status__notes">
          <p className="partner-status__notes-title">Notes from our team</p>
          <p>{application.reviewer_notes}</p>
        </div>
      )}
      {application.status === 'approved' && (
        <Link to="/seller" className={buttonClass({ variant: 'primary' })}>
          Open Seller Dashboard
        </Link>
      )}
    </div>
  );
}

/** The signed-in user's application as the API has it (no mailto, no guessing from an email). */
export function PartnerApplicationStatus({ id }: { id: string }) {
  const { user } = useSession();
  const application = useMyPartnerApplication();
  useSellerFlagFollows(application.data);

  let body: ReactNode;
  if (!user) body = <p>Log in to see the status of your application.</p>;
  else if (application.data === undefined)
    body = (
      <QueryFallback
        query={application}
        loading={<LoadingLines lines={2} />}
        errorTitle="Could not load your application status"
      />
    );
  else if (!application.data) body = <p>You have not applied yet. Fill in the form on this page to apply.</p>;
  else body = <StatusBody application={application.data} />;

  return (
    <section id={id} tabIndex={-1} className="partner-status" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="partner-section__title">
        Application status
      </h2>
      {body}
    </section>
  );
}
