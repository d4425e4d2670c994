import type { Review } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { ConfirmDialog, TextAreaField } from '@phonehub/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useReportReview } from '../api/report-review';

export const REPORT_REASON_MAX = 500;

/** Asks why a review should be looked at and sends the report; the API's reason shows when it refuses. */
export function ReportReviewDialog({
  review,
  onClose,
  onReported,
}: {
  review: Review;
  onClose: () => void;
  onReported: () => void;
}) {
  const report = useReportReview(review.id);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    const text = reason.trim();
    if (!text) {
      setProblem('Please tell us what is wrong with this review');
      return false;
    }
    if (text.length > REPORT_REASON_MAX) {
      setProblem(`Use at most ${REPORT_REASON_MAX} characters`);
      return false;
    }
    setProblem(null);
    await report.mutateAsync({ reason: text });
    notify.success('Thank you. Our team will look at this review.');
    onReported();
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Report this review"
      description={`"${review.title}" by ${review.username}. Tell us why it breaks the rules, e.g. spam, offensive or not about this device.`}
      confirmLabel="Send Report"
      busyLabel="Sending..."
      onConfirm={confirm}
      error={
        report.isError
          ? errorMessage(report.error, 'Failed to report review', 'Failed to report review')
          : null
      }
      errorTitle="The review was not reported"
    >
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={REPORT_REASON_MAX}
        value={reason}
        error={problem ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
