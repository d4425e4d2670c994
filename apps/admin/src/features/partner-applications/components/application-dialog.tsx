import type { ReviewPartnerApplicationRequest } from '@phonehub/contracts';
import {
  PARTNER_BUSINESS_TYPE_LABELS,
  PARTNER_EXPERIENCE_LABELS,
  PARTNER_FIELD_LIMITS,
  PARTNER_MESSAGES,
  PARTNER_MONTHLY_VOLUME_LABELS,
  partnerApplicationMachine,
} from '@phonehub/domain';
import { Dialog, formatDate, Select, TextAreaField } from '@phonehub/ui';
import { useForm } from 'react-hook-form';
import { FactList, type Fact } from '../../../shared/fact-list';
import type { AdminPartnerApplication } from '../api/get-partner-applications';
import { useReviewPartnerApplication } from '../api/review-partner-application';
import { APPLICATION_STATUS_LABELS } from './application-status';
import { ActionDialog } from '../../../shared/action-dialog';
import { fieldProps } from '../../../shared/field-props';

const DECISIONS = [
  { value: 'approved', label: 'Approve' },
  { value: 'rejected', label: 'Reject' },
] as const;

interface ReviewValues {
  status: ReviewPartnerApplicationRequest['status'] | '';
  reviewer_notes: string;
}

const link = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noreferrer">
    {text}
  </a>
);

/** Everything the applicant sent, and the account that sent it. */
function applicationFacts(a: AdminPartnerApplication): Fact[] {
  const account = `${a.user_first_name} ${a.user_last_name}`.trim();
  return [
    ['Company', a.company_name],
    ['Contact', a.contact_name],
    ['Email', <a href={`mailto:${a.email}`}>{a.email}</a>],
    ['Phone', a.phone ? <a href={`tel:${a.phone}`}>{a.phone}</a> : '—'],
    ['Business type', a.business_type ? PARTNER_BUSINESS_TYPE_LABELS[a.business_type] : '—'],
    ['Experience', a.experience ? PARTNER_EXPERIENCE_LABELS[a.experience] : '—'],
    ['Monthly volume', a.monthly_volume ? PARTNER_MONTHLY_VOLUME_LABELS[a.monthly_volume] : '—'],
    ['Applied', formatDate(a.application_date)],
    [
      'Account',
      [account, a.user_email, `member since ${formatDate(a.user_created_at, 'short')}`]
        .filter(Boolean)
        .join(' · '),
      'wide',
    ],
    ['Website', a.website ? link(a.website, a.website) : '—', 'wide'],
    ...(a.description ? ([['About the business', a.description, 'wide']] as Fact[]) : []),
  ];
}

/** A pending application's review: a decision is required, notes to the applicant are optional. */
function ReviewDialog({
  application,
  onClose,
}: {
  application: AdminPartnerApplication;
  onClose: () => void;
}) {
  const review = useReviewPartnerApplication();
  const {
    register,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<ReviewValues>({ defaultValues: { status: '', reviewer_notes: '' } });
  const field = fieldProps(register, errors);

  const confirm = async () => {
    if (!(await trigger())) return false;
    const { status, reviewer_notes } = getValues();
    if (status === '') return false;
    return review.mutateAsync({
      id: application.id,
      body: { status, reviewer_notes: reviewer_notes.trim() || null },
    });
  };

  return (
    <ActionDialog
      onClose={onClose}
      title={`Review ${application.company_name}`}
      description="Approving makes the applicant a seller at once; either decision is emailed to them and is final."
      confirmLabel="Submit Review"
      onConfirm={confirm}
      mutation={review}
      errorTitle="The application was not reviewed"
    >
      <FactList rows={applicationFacts(application)} />
      <Select
        label="Decision"
        required
        placeholder="Select a decision"
        options={DECISIONS}
        {...field('status', { validate: (value) => value !== '' || PARTNER_MESSAGES.reviewDecision })}
      />
      <TextAreaField
        label="Reviewer notes (optional)"
        rows={3}
        maxLength={PARTNER_FIELD_LIMITS.reviewerNotes}
        hint="Emailed to the applicant and shown with their application's status."
        {...register('reviewer_notes')}
      />
    </ActionDialog>
  );
}

/** A decided application: what was sent, the decision and its notes. */
function DetailsDialog({
  application,
  onClose,
}: {
  application: AdminPartnerApplication;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={application.company_name}
      description={`${APPLICATION_STATUS_LABELS[application.status]} on ${formatDate(application.reviewed_at)}`}
    >
      <FactList
        rows={[
          ...applicationFacts(application),
          ['Reviewer notes', application.reviewer_notes || '—', 'wide'],
        ]}
      />
    </Dialog>
  );
}

/** Reviews a pending application (the only state the partner machine moves on from); shows a decided one. */
export function ApplicationDialog({
  application,
  onClose,
}: {
  application: AdminPartnerApplication;
  onClose: () => void;
}) {
  return partnerApplicationMachine.isFinal(application.status) ? (
    <DetailsDialog application={application} onClose={onClose} />
  ) : (
    <ReviewDialog application={application} onClose={onClose} />
  );
}
