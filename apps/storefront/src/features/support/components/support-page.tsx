import { useSearchParams } from 'react-router-dom';
import { SupportTickets } from '../../../components/support/support-tickets';
import '../../../components/support/support.css';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';

/** Where 'Get help with this order' leads: the New Ticket modal opens about that order. */
export const openTicketForOrder = (orderId: string) => `/support?order=${encodeURIComponent(orderId)}`;

/**
 * The spec's Support Center: the shopper's tickets as cards, a New Ticket modal and a detail modal.
 * `?order=<id>` opens the New Ticket modal about that order, `?ticket=<id>` a ticket's conversation.
 */
export function SupportPage() {
  usePageTitle(PAGE_TITLES['/support']);
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order');
  const ticketId = params.get('ticket');
  const startNew = params.has('new') || orderId ? { orderId: orderId || null } : null;

  return (
    <div className="ph-container page support-page">
      <div className="page__header">
        <h1 className="page__title">{PAGE_TITLES['/support']}</h1>
        <p className="page__subtitle">
          Ask us anything about your orders, devices or payments. We reply within 24 hours.
        </p>
      </div>
      <SupportTickets
        startNewTicket={startNew}
        openTicketId={ticketId}
        onInitialClosed={() => {
          if (params.has('order') || params.has('ticket') || params.has('new'))
            setParams({}, { replace: true, preventScrollReset: true });
        }}
      />
    </div>
  );
}
