import {
  Badge,
  ConfirmDialog,
  formatDate,
  FormDialog,
  MailIcon,
  TextAreaField,
  type BadgeTone,
  type TableColumn,
} from '@phonehub/ui';
import { useState } from 'react';
import { endActionsColumn, ListCard } from '../../../shared/list-section';
import { CustomerCell } from '../../../shared/order-columns';
import { failureDetail } from '../../../shared/use-admin-mutation';
import {
  useAdminContactMessages,
  useConvertContactMessage,
  useReplyToContactMessage,
  type AdminContactMessage,
} from '../api/contact-messages';
import { useReplyForm } from './reply-form';
import { RowButton } from '../../../shared/row-button';

const STATUS: Readonly<Record<AdminContactMessage['status'], { label: string; tone: BadgeTone }>> = {
  new: { label: 'New', tone: 'info' },
  replied: { label: 'Replied', tone: 'success' },
  converted: { label: 'Ticket', tone: 'neutral' },
};
const STATUS_FILTER = [
  { value: '', label: 'All Status' },
  ...Object.entries(STATUS).map(([value, { label }]) => ({ value, label })),
];

function ReplyDialog({ message, onClose }: { message: AdminContactMessage; onClose: () => void }) {
  const reply = useReplyToContactMessage();
  const { handleSubmit, messageField } = useReplyForm();
  const submit = handleSubmit(({ message: text }) =>
    reply.mutate({ id: message.id, body: { message: text.trim() } }, { onSuccess: onClose }),
  );
  return (
    <FormDialog
      title={`Reply to ${message.name}`}
      description={`By email to ${message.email} · “${message.subject}”`}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Send Reply"
      busyLabel="Sending..."
      busy={reply.isPending}
      error={failureDetail(reply)}
      errorTitle="The reply was not sent"
    >
      <blockquote className="support-admin__quote">{message.message}</blockquote>
      <TextAreaField label="Your reply" rows={5} maxLength={5000} {...messageField} />
    </FormDialog>
  );
}

function ContactActions({ message }: { message: AdminContactMessage }) {
  const [replying, setReplying] = useState(false);
  const [converting, setConverting] = useState(false);
  const convert = useConvertContactMessage();
  // Only a message its account sent signed in, with the address verified, can become that
  // account's ticket: anyone can type any address into the public form (issue 34).
  const canConvert = message.sender_verified && !message.ticket_id;
  return (
    <span className="support-admin__actions">
      <RowButton label={`Reply to ${message.name}`} onClick={() => setReplying(true)}>
        Reply
      </RowButton>
      {canConvert && (
        <RowButton
          variant="ghost"
          label={`Make a ticket of ${message.name}'s message`}
          onClick={() => setConverting(true)}
        >
          Make Ticket
        </RowButton>
      )}
      {!message.sender_verified && !message.ticket_id && (
        <span className="support-admin__note">Unverified sender: reply by email</span>
      )}
      {replying && <ReplyDialog message={message} onClose={() => setReplying(false)} />}
      {converting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConverting(false)}
          title="Make a support ticket?"
          description={`“${message.subject}” becomes a ticket of the account ${message.email}, which sent it signed in with this verified address; it is answered in the queue.`}
          confirmLabel="Make Ticket"
          onConfirm={() => convert.mutateAsync(message.id)}
          error={failureDetail(convert)}
          errorTitle="No ticket was made"
        />
      )}
    </span>
  );
}

const COLUMNS: TableColumn<AdminContactMessage>[] = [
  { id: 'from', header: 'From', cell: (m) => <CustomerCell name={m.name} email={m.email} /> },
  { id: 'subject', header: 'Subject', className: 'admin-tab__strong', cell: (m) => m.subject },
  {
    id: 'message',
    header: 'Message',
    cell: (m) => <span className="support-admin__excerpt">{m.message}</span>,
  },
  { id: 'received', header: 'Received', cell: (m) => formatDate(m.created_at, 'short') },
  {
    id: 'status',
    header: 'Status',
    cell: (m) => (
      <>
        <Badge tone={STATUS[m.status].tone}>{STATUS[m.status].label}</Badge>
        {m.replied_at && <span className="text-muted"> replied {formatDate(m.replied_at, 'short')}</span>}
      </>
    ),
  },
  endActionsColumn((m) => <ContactActions message={m} />),
];

/** Messages from the public contact form: answered by email, or made a ticket when the sender has an account. */
export function ContactMessages() {
  const messages = useAdminContactMessages();
  return (
    <ListCard
      list={messages}
      heading={['Contact Messages', 'Messages sent with the Contact Us form.']}
      searchHint="Name, email or subject"
      statuses={STATUS_FILTER}
      columns={COLUMNS}
      icon={<MailIcon size={26} />}
      emptyHint="Messages sent from the Contact page appear here."
    />
  );
}
