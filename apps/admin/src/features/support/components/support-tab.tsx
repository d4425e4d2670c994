import { cx } from '@phonehub/ui';
import { Link, useLocation } from 'react-router-dom';
import { useAdminSupportSummary } from '../api/get-support-summary';
import { ContactMessages } from './contact-messages';
import { TicketQueue } from './ticket-queue';
import './support-tab.css';

/** The Support section: the ticket queue, and the contact form's messages at support/contact. */
export function SupportTab() {
  const { pathname } = useLocation();
  const base = pathname.replace(/\/support(\/.*)?$/, '/support');
  const onContact = pathname.startsWith(`${base}/contact`);
  const summary = useAdminSupportSummary().data;
  const views = [
    {
      to: base,
      label: 'Tickets',
      count: summary ? `${summary.open_tickets} open · ${summary.overdue_tickets} overdue` : null,
      current: !onContact,
    },
    {
      to: `${base}/contact`,
      label: 'Contact Messages',
      count: summary ? `${summary.new_contact_messages} new` : null,
      current: onContact,
    },
  ];
  return (
    <div className="support-admin">
      <nav aria-label="Support views" className="support-admin__views">
        {views.map((view) => (
          <Link
            key={view.label}
            to={view.to}
            aria-current={view.current ? 'page' : undefined}
            className={cx('support-admin__view', view.current && 'support-admin__view--current')}
          >
            {view.label}
            {view.count && <span className="support-admin__view-count">{view.count}</span>}
          </Link>
        ))}
      </nav>
      {onContact ? <ContactMessages /> : <TicketQueue />}
    </div>
  );
}
