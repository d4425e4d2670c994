import { SupportTickets } from './support-tickets';
import './support.css';

/** The profile's Support Tickets tab: the shopper's tickets, or the empty state with 'Create Ticket'. */
export function SupportTicketsPanel() {
  return <SupportTickets />;
}
