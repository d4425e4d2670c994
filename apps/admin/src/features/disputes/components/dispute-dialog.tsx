import type { DisputeEvidence } from '@phonehub/contracts';
import { formatCents } from '@phonehub/domain';
import { Alert, Button, Dialog, formatDate, QueryView, TextAreaField, TextField } from '@phonehub/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '../../../shared/action-dialog';
import { FactList, type Fact } from '../../../shared/fact-list';
import { fieldProps } from '../../../shared/field-props';
import { failureDetail } from '../../../shared/use-admin-mutation';
import { useAdminDispute, useSubmitDisputeEvidence, type AdminDisputeDetail } from '../api/get-disputes';
import {
  DISPUTE_STATUS_LABELS,
  DisputeStatusBadge,
  disputeReason,
  EVIDENCE_FIELDS,
  EVIDENCE_MAX,
} from './dispute-format';

type Submission = ReturnType<typeof useSubmitDisputeEvidence>;

function disputeFacts(d: AdminDisputeDetail): Fact[] {
  const facts: Fact[] = [
    ['Order', d.order_number],
    ['Customer', d.customer_email],
    ['Amount', formatCents(d.amount_cents)],
    ['Reason', disputeReason(d.reason)],
    ['Status', <DisputeStatusBadge status={d.status} />],
    ['Opened', formatDate(d.created_at)],
    ['Evidence due by', formatDate(d.evidence_due_by)],
    ['Evidence submitted', formatDate(d.evidence_submitted_at)],
  ];
  if (d.closed_at) facts.push(['Closed', formatDate(d.closed_at)]);
  if (d.status === 'lost') {
    facts.push(['Recovered from sellers', formatCents(d.recovered_cents)]);
    facts.push(['Platform loss', formatCents(d.platform_loss_cents)]);
  }
  facts.push(['Provider dispute ID', d.provider_dispute_id, 'wide']);
  return facts;
}

/**
 * The evidence pack as a form, prefilled with what the shop knows; the admin may edit any field
 * and submit it once (after confirming). Submitted or closed, it only shows what was sent.
 */
function EvidenceForm({ dispute, submission }: { dispute: AdminDisputeDetail; submission: Submission }) {
  const [confirming, setConfirming] = useState<DisputeEvidence | null>(null);
  const editable = dispute.status === 'needs_response' && !dispute.evidence_submitted_at;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DisputeEvidence>({ defaultValues: dispute.evidence });
  const field = fieldProps(register, errors);
  const tooLong = { maxLength: { value: EVIDENCE_MAX, message: `At most ${EVIDENCE_MAX} characters` } };

  return (
    <>
      <form
        className="dispute-evidence"
        aria-label="Evidence"
        onSubmit={handleSubmit((values) => setConfirming(values))}
        noValidate
      >
        <h3 className="trade-review__heading">Evidence</h3>
        {editable ? (
          <p className="trade-review__muted">
            Assembled from the order, its delivery and the customer&apos;s messages. Check it, edit what you
            need, then submit it: it can be sent once.
          </p>
        ) : (
          <p className="trade-review__muted">
            {dispute.evidence_submitted_at
              ? `Submitted on ${formatDate(dispute.evidence_submitted_at)}; it can no longer change.`
              : 'This dispute is closed; its evidence can no longer change.'}
          </p>
        )}
        {EVIDENCE_FIELDS.map(([key, label, long]) =>
          long ? (
            <TextAreaField key={key} label={label} rows={3} readOnly={!editable} {...field(key, tooLong)} />
          ) : (
            <TextField key={key} label={label} readOnly={!editable} {...field(key, tooLong)} />
          ),
        )}
        {editable && (
          <div>
            <Button type="submit">Submit evidence</Button>
          </div>
        )}
      </form>
      {confirming && (
        <ActionDialog
          onClose={() => setConfirming(null)}
          title="Submit this evidence?"
          description="It goes to the card holder's bank through the payment provider and cannot be changed afterwards."
          confirmLabel="Submit evidence"
          busyLabel="Submitting..."
          onConfirm={() => submission.mutateAsync({ id: dispute.id, body: confirming })}
          mutation={submission}
          errorTitle="The evidence was not submitted"
        />
      )}
    </>
  );
}

/** One dispute: its facts and its evidence pack, which the admin submits from here. */
export function DisputeDialog({ disputeId, onClose }: { disputeId: string; onClose: () => void }) {
  const dispute = useAdminDispute(disputeId);
  // Held here: the pack below starts again once the dispute reloads, and the news stays.
  const submission = useSubmitDisputeEvidence();
  const data = dispute.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={data ? `Dispute on order ${data.order_number}` : 'Dispute'}
      description={data ? `${formatCents(data.amount_cents)} · ${disputeReason(data.reason)}` : undefined}
    >
      <QueryView
        query={dispute}
        spinner={{ label: 'Loading the dispute...' }}
        error={{
          title: 'This dispute could not be loaded',
          description: failureDetail(dispute),
          action: null,
        }}
      >
        {(d) => (
          <div className="trade-review">
            {submission.isSuccess && (
              <Alert tone="success" title="Evidence submitted">
                The dispute is now {DISPUTE_STATUS_LABELS[submission.data.status].toLowerCase()}.
              </Alert>
            )}
            <section className="trade-review__section" aria-label="Dispute">
              <FactList rows={disputeFacts(d)} />
            </section>
            <EvidenceForm
              key={`${d.status}|${d.evidence_submitted_at ?? ''}`}
              dispute={d}
              submission={submission}
            />
          </div>
        )}
      </QueryView>
    </Dialog>
  );
}
