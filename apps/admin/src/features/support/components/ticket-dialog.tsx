import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_STATUS_LABELS,
  type SupportMessage,
  type SupportTicketPriority,
  type SupportTicketStatusName,
} from '@phonehub/contracts';
import { orderReference, supportTicketMachine } from '@phonehub/domain';
import { Alert, Badge, Button, Dialog, formatDate, QueryView, Select, TextAreaField } from '@phonehub/ui';
import { useState, type FormEvent } from 'react';
import { failureDetail } from '../../../shared/use-admin-mutation';
import {
  useAdminSupportTicket,
  useSupportAssignees,
  type AdminSupportTicketDetail,
} from '../api/get-support-ticket';
import { useReplyAsSupport, useUpdateSupportTicket } from '../api/update-support-ticket';
import { duration, options, PriorityBadge, TicketStatusBadge } from './support-format';
import { useReplyForm } from './reply-form';

/** A ticket's conversation with the reply box and its status, priority and assignee controls. */
export function TicketDialog({ ticketId, onClose }: { ticketId: string; onClose: () => void }) {
  const ticket = useAdminSupportTicket(ticketId);
  const data = ticket.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={data?.subject ?? 'Support ticket'}
      description={data ? <TicketFacts ticket={data} /> : undefined}
    >
      <QueryView
        query={ticket}
        spinner={{ label: 'Loading the ticket...' }}
        error={{ title: 'This ticket could not be loaded', description: failureDetail(ticket), action: null }}
      >
        {(data) => (
          <div className="support-admin__ticket">
            {/* Starts again from the ticket whenever it changes (a reply moves an open ticket along). */}
            <TicketControls key={`${data.status}|${data.priority}|${data.assignee_id ?? ''}`} ticket={data} />
            <Conversation messages={data.messages} />
            <ReplyBox ticket={data} />
          </div>
        )}
      </QueryView>
    </Dialog>
  );
}

function TicketFacts({ ticket }: { ticket: AdminSupportTicketDetail }) {
  const name = `${ticket.user_first_name} ${ticket.user_last_name}`.trim();
  return (
    <span className="support-admin__facts">
      <TicketStatusBadge status={ticket.status} /> <PriorityBadge priority={ticket.priority} />
      {ticket.overdue && <Badge tone="danger">Overdue</Badge>} {name} ({ticket.user_email}) ·{' '}
      {SUPPORT_CATEGORY_LABELS[ticket.category]} · opened {formatDate(ticket.created_at)}
      {ticket.order_id && <> · order #{orderReference(ticket.order_id)}</>}
      {' · '}
      {ticket.first_response_at
        ? `first reply after ${duration(ticket.created_at, ticket.first_response_at)}`
        : 'no reply yet'}
    </span>
  );
}

function TicketControls({ ticket }: { ticket: AdminSupportTicketDetail }) {
  const update = useUpdateSupportTicket();
  const assignees = useSupportAssignees();
  const [status, setStatus] = useState<SupportTicketStatusName>(ticket.status);
  const [priority, setPriority] = useState<SupportTicketPriority>(ticket.priority);
  const [assignee, setAssignee] = useState(ticket.assignee_id ?? '');
  // The ticket machine's legal next states, and staying as it is.
  const statuses = [ticket.status, ...supportTicketMachine.next(ticket.status)].map((value) => ({
    value,
    label: SUPPORT_STATUS_LABELS[value],
  }));
  const changed =
    status !== ticket.status || priority !== ticket.priority || assignee !== (ticket.assignee_id ?? '');

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      ...(status !== ticket.status ? { status } : {}),
      ...(priority !== ticket.priority ? { priority } : {}),
      ...(assignee !== (ticket.assignee_id ?? '') ? { assignee_id: assignee || null } : {}),
    };
    update.mutate({ id: ticket.id, body });
  };

  return (
    <form className="support-admin__controls" onSubmit={save} aria-label="Ticket settings">
      <Select
        label="Status"
        options={statuses}
        value={status}
        onChange={(e) => setStatus(e.target.value as SupportTicketStatusName)}
      />
      <Select
        label="Priority"
        options={options(SUPPORT_PRIORITY_LABELS)}
        value={priority}
        onChange={(e) => setPriority(e.target.value as SupportTicketPriority)}
      />
      <Select
        label="Assignee"
        options={[
          { value: '', label: 'Unassigned' },
          ...(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name })),
        ]}
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
      />
      <Button
        type="submit"
        variant="outline"
        disabled={!changed}
        loading={update.isPending}
        loadingText="Saving..."
      >
        Save
      </Button>
      {update.isError && (
        <Alert tone="danger" title="The ticket was not updated">
          {failureDetail(update)}
        </Alert>
      )}
    </form>
  );
}

function Conversation({ messages }: { messages: readonly SupportMessage[] }) {
  return (
    <ol className="support-admin__messages" aria-label="Conversation">
      {messages.map((message) => (
        <li
          key={message.id}
          className={
            message.author === 'support'
              ? 'support-admin__message support-admin__message--support'
              : 'support-admin__message'
          }
        >
          <p className="support-admin__author">
            <strong>{message.author === 'support' ? 'Support' : message.author_name}</strong>{' '}
            <time className="text-muted" dateTime={message.created_at}>
              {formatDate(message.created_at, 'short')}
            </time>
          </p>
          <p className="support-admin__body">{message.body}</p>
          {message.attachments.length > 0 && (
            <ul className="support-admin__images" aria-label="Images">
              {message.attachments.map((image, index) => (
                <li key={image.id}>
                  <a href={image.url} target="_blank" rel="noreferrer">
                    <img src={image.url} alt={`Image ${index + 1}`} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function ReplyBox({ ticket }: { ticket: AdminSupportTicketDetail }) {
  const reply = useReplyAsSupport();
  const { handleSubmit, reset, messageField } = useReplyForm();

  const send = handleSubmit(({ message }) =>
    reply.mutate(
      { id: ticket.id, body: { message: message.trim() } },
      { onSuccess: () => reset({ message: '' }) },
    ),
  );

  return (
    <form className="support-admin__reply" onSubmit={send} noValidate aria-label="Reply">
      <TextAreaField
        label="Reply to the customer"
        hint="Emailed to the customer with a link to the ticket."
        rows={4}
        maxLength={5000}
        {...messageField}
        error={messageField.error ?? failureDetail(reply)}
      />
      <Button type="submit" loading={reply.isPending} loadingText="Sending...">
        Send Reply
      </Button>
    </form>
  );
}
