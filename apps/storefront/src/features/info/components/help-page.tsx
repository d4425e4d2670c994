import { CLAIMS, CONTACT_DETAILS } from '@phonehub/domain';
import { notify } from '@phonehub/session';
import {
  ChevronDownIcon,
  EmptyState,
  MailIcon,
  PhoneIcon,
  RecycleIcon,
  ReturnIcon,
  SearchIcon,
  TextField,
  TruckIcon,
  UsersIcon,
} from '@phonehub/ui';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { InfoPage } from '../../../components/info-page';
import { FAQ, filterFaq } from '../faq';
import './help-page.css';

type Icon = ComponentType<{ size?: number }>;

const QUICK_ACTIONS: { icon: Icon; title: string; text: string; to: string }[] = [
  { icon: TruckIcon, title: 'Track Order', text: 'Follow a trade-in with its tracking ID.', to: '/track' },
  {
    icon: ReturnIcon,
    title: 'Start Return',
    text: 'Open the order you want to return from My Orders.',
    to: '/orders',
  },
  { icon: RecycleIcon, title: 'Get Quote', text: 'Find out what your device is worth.', to: '/trade' },
];

const phoneHref = `tel:${CONTACT_DETAILS.supportPhone.replace(/[^\d+]/g, '')}`;

export function HelpPage() {
  const [search, setSearch] = useState('');
  const categories = filterFaq(FAQ, search);

  return (
    <InfoPage
      path="/help"
      title="Help Center"
      lead="Answers to common questions, and the quickest ways to reach us."
    >
      <ul className="card-grid info-cards" aria-label="Quick actions">
        {QUICK_ACTIONS.map(({ icon: Icon, title, text, to }) => (
          <li key={title}>
            <Link to={to} className="card-tile info-card">
              <span className="info-card__icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <span className="info-card__title">{title}</span>
              <span className="info-card__text">{text}</span>
            </Link>
          </li>
        ))}
      </ul>

      <section className="help-faq" aria-labelledby="faq-title">
        <h2 id="faq-title" className="info-section__title">
          Frequently asked questions
        </h2>
        <div className="help-faq__search">
          <SearchIcon size={18} />
          <TextField
            label="Search the FAQ"
            type="search"
            placeholder="Search for answers..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div aria-live="polite">
          {categories.length === 0 ? (
            <EmptyState
              icon={<SearchIcon size={28} />}
              title="No results found"
              description="Try different keywords or contact our support team for personalized help."
            />
          ) : (
            categories.map((category) => (
              <section key={category.title} className="help-faq__category" aria-label={category.title}>
                <h3 className="help-faq__category-title">{category.title}</h3>
                {category.questions.map((entry) => (
                  <details key={entry.question} className="help-faq__item">
                    <summary>
                      <span>{entry.question}</span>
                      <ChevronDownIcon size={18} />
                    </summary>
                    <p>{entry.answer}</p>
                  </details>
                ))}
              </section>
            ))
          )}
        </div>
      </section>

      <section aria-labelledby="contact-title" className="info-section">
        <h2 id="contact-title" className="info-section__title">
          Still need help?
        </h2>
        <ul className="card-grid info-cards">
          <li>
            <button
              type="button"
              className="card-tile info-card"
              onClick={() => notify.info('Live chat feature coming soon!')}
            >
              <SupportCardBody
                icon={UsersIcon}
                title="Live Chat"
                text={CONTACT_DETAILS.hours}
                action="Start chat"
              />
            </button>
          </li>
          <li>
            <a href={phoneHref} className="card-tile info-card">
              <SupportCardBody
                icon={PhoneIcon}
                title="Phone"
                text={CONTACT_DETAILS.hours}
                action={CONTACT_DETAILS.supportPhone}
              />
            </a>
          </li>
          <li>
            <a href={`mailto:${CONTACT_DETAILS.supportEmail}`} className="card-tile info-card">
              <SupportCardBody
                icon={MailIcon}
                title="Email"
                text={`We reply within ${CLAIMS.contactReplyHours} hours.`}
                action={CONTACT_DETAILS.supportEmail}
              />
            </a>
          </li>
        </ul>
        <p>
          Prefer a written conversation? Open a ticket in the <Link to="/support">Support Center</Link>.
        </p>
      </section>
    </InfoPage>
  );
}

function SupportCardBody({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: Icon;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <>
      <span className="info-card__icon" aria-hidden="true">
        <Icon size={22} />
      </span>
      <span className="info-card__title">{title}</span>
      <span className="info-card__text">{text}</span>
      <span className="info-card__action">{action}</span>
    </>
  );
}
