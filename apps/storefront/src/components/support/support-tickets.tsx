import { SUPPORT_TEXTS } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import {
  Badge,
  Button,
  Card,
  CardBody,
  EmptyState,
  formatDate,
  InfoIcon,
  Pagination,
  QueryFallback,
} from '@phonehub/ui';
import { useEffect, useState } from 'react';
import { orderReference } from '@phonehub/domain';
import { useSupportTickets, type SupportTicket } from '../../api/get-support-tickets';
import { NewTicketDialog } from './new-ticket-dialog';
import { TicketDetailDialog } from './ticket-detail-dialog';
import { awaitsSupport, CATEGORY_LABELS, ticketStatusBadge } from './support-format';

export interface SupportTicketsProps {
  /** Open the New Ticket modal at once, about this order (or about nothing in particular with `''`). */
  startNewTicket?: { orderId: string | null } | null;
  /** Open this ticket's conversation at once (the link in support's reply mail). */
  openTicketId?: string | null;
  /** Told when a modal opened from the address closes, so the address can drop its parameter. */
  onInitialClosed?: () => void;
}

/** The shopper's tickets as cards, with the New Ticket and detail modals (Support Center and the profile tab). */
export function SupportTickets({
  startNewTicket = null,
  openTicketId = null,
  onInitialClosed,
}: SupportTicketsProps) {
  const [page, setPage] = useState(1);
  const tickets = useSupportTickets(page);
  const [creating, setCreating] = useState<{ orderId: string | null } | null>(startNewTicket);
  const [viewing, setViewing] = useState<string | null>(openTicketId);

  useEffect(() => {
    if (tickets.isError) notify.error(SUPPORT_TEXTS.ticketsLoadFailed);
  }, [tickets.isError]);

  const newTicket = <Button onClick={() => setCreating({ orderId: null })}>Create Ticket</Button>;

  let body;
  if (!tickets.data)
    body = (
      <QueryFallback
        query={tickets}
        spinner={{ label: 'Loading tickets...' }}
        error={{ look: 'inline', title: SUPPORT_TEXTS.ticketsLoadFailed }}
      />
    );
  else if (tickets.data.total === 0)
    body = (
      <EmptyState
        icon={<InfoIcon size={28} />}
        title="No support tickets yet"
        description="Questions about an order, a device or a payment? Our team answers within 24 hours."
        action={newTicket}
      />
    );
  else
    body = (
      <>
        <ul className="support-tickets__list" aria-label="Your support tickets">
          {tickets.data.items.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} onOpen={() => setViewing(ticket.id)} />
            </li>
          ))}
        </ul>
        {tickets.data.total_pages > 1 && (
          <Pagination
            page={page}
            totalPages={tickets.data.total_pages}
            onPageChange={setPage}
            label="Ticket pages"
          />
        )}
      </>
    );

  return (
    <div className="support-tickets">
      {tickets.data && tickets.data.total > 0 && (
        <div className="support-tickets__actions">
          <Button onClick={() => setCreating({ orderId: null })}>New Ticket</Button>
        </div>
      )}
      {body}
      {creating && (
        <NewTicketDialog
          orderId={creating.orderId}
          onCreated={() => setPage(1)}
          onClose={() => {
            setCreating(null);
            onInitialClosed?.();
          }}
        />
      )}
      {viewing && (
        <TicketDetailDialog
          ticketId={viewing}
          onClose={() => {
            setViewing(null);
            onInitialClosed?.();
          }}
        />
      )}
    </div>
  );
}

function TicketCard({ ticket, onOpen }: { ticket: SupportTicket; onOpen: () => void }) {
  const status = ticketStatusBadge(ticket.status);
  return (
    <Card className="support-ticket">
      <CardBody className="support-ticket__body">
        <div className="support-ticket__main">
          <h3 className="support-ticket__title">{ticket.subject}</h3>
          <p className="support-ticket__meta">
            <Badge tone={status.tone}>{status.label}</Badge> {CATEGORY_LABELS[ticket.category]} ·{' '}
            <time dateTime={ticket.created_at}>{formatDate(ticket.created_at)}</time>
            {ticket.order_id && <> · order #{orderReference(ticket.order_id)}</>}
          </p>
          <p className="support-ticket__preview">{ticket.admin_response ?? ticket.message}</p>
          {awaitsSupport(ticket) && !ticket.admin_response && (
            <p className="support-ticket__waiting text-muted">Waiting for a response from our support team</p>
          )}
          {ticket.admin_response && ticket.waiting_on === 'customer' && (
            <p className="support-ticket__answered">Support has replied</p>
          )}
        </div>
        <Button variant="outline" size="sm" onClick={onOpen}>
          View<span className="ph-visually-hidden"> ticket {ticket.subject}</span>
        </Button>
      </CardBody>
    </Card>
  );
}
