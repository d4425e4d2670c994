import { Badge, ConfirmDialog, MailIcon, type BadgeTone, type TableColumn } from '@phonehub/ui';
import { useState, type CSSProperties } from 'react';
import { endActionsColumn, ListCard } from '../../../shared/list-section';
import { failureDetail } from '../../../shared/use-admin-mutation';
import { useAdminMails, type MailRecord, type MailStatus } from '../api/get-mails';
import { useResendMail } from '../api/resend-mail';
import { RowButton } from '../../../shared/row-button';

const STATUS: Readonly<Record<MailStatus, { label: string; tone: BadgeTone }>> = {
  queued: { label: 'Queued', tone: 'info' },
  retrying: { label: 'Retrying', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};
const STATUS_FILTER = [
  { value: '', label: 'All Status' },
  ...Object.entries(STATUS).map(([value, { label }]) => ({ value, label })),
];

/** 'order-confirmation' → 'Order confirmation'. */
function templateLabel(template: string): string {
  const words = template.replace(/[-_.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

// Server errors can run to a stack's length: one line here, the whole text on hover.
const CLIPPED: CSSProperties = {
  display: 'inline-block',
  maxWidth: '18rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
};

function ResendAction({ mail }: { mail: MailRecord }) {
  const [asking, setAsking] = useState(false);
  const resend = useResendMail();
  return (
    <>
      <RowButton label={`Resend “${mail.subject}” to ${mail.recipient}`} onClick={() => setAsking(true)}>
        Resend
      </RowButton>
      {asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(false)}
          title="Send this mail again?"
          description={`“${mail.subject}” to ${mail.recipient} goes back in the queue and is tried again from the start.`}
          confirmLabel="Resend"
          busyLabel="Resending..."
          onConfirm={() => resend.mutateAsync(mail.id)}
          error={failureDetail(resend)}
          errorTitle="The mail was not resent"
        />
      )}
    </>
  );
}

const COLUMNS: TableColumn<MailRecord>[] = [
  {
    id: 'created',
    header: 'Created',
    cell: (m) => <time dateTime={m.created_at}>{when.format(new Date(m.created_at))}</time>,
  },
  { id: 'recipient', header: 'Recipient', cell: (m) => m.recipient },
  { id: 'subject', header: 'Subject', className: 'admin-tab__strong', cell: (m) => m.subject },
  { id: 'template', header: 'Template', cell: (m) => templateLabel(m.template) },
  {
    id: 'status',
    header: 'Status',
    cell: (m) => <Badge tone={STATUS[m.status].tone}>{STATUS[m.status].label}</Badge>,
  },
  { id: 'attempts', header: 'Attempts', align: 'end', cell: (m) => m.attempts },
  {
    id: 'error',
    header: 'Last error',
    cell: (m) =>
      m.last_error ? (
        <span title={m.last_error} style={CLIPPED}>
          {m.last_error}
        </span>
      ) : (
        '—'
      ),
  },
  endActionsColumn((m) => m.status === 'failed' && <ResendAction mail={m} />),
];

/** The shop's outgoing mails and how their delivery went; a failed one can be sent again. */
export function MailTab() {
  const mails = useAdminMails();
  return (
    <div className="admin-tab">
      <ListCard
        list={mails}
        heading={['Mail', 'Mails the shop sent or is sending, newest first.']}
        searchHint="Recipient or subject"
        statuses={STATUS_FILTER}
        columns={COLUMNS}
        icon={<MailIcon size={26} />}
        emptyHint="Order, account and support mails appear here once the shop sends them."
      />
    </div>
  );
}
