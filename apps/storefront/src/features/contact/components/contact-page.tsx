import { SUPPORT_TEXTS, type ContactMessageRequest } from '@phonehub/contracts';
import { CONTACT_DETAILS } from '@phonehub/domain';
import { notify } from '@phonehub/session';
import {
  Alert,
  Button,
  Card,
  CardBody,
  CardHeader,
  CalendarIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TextAreaField,
  EmailField,
  TextField,
} from '@phonehub/ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/error-message';
import { useSendContactMessage } from '../api/send-contact-message';
import { toResolver } from '../../../lib/form-validation';
import { contactProblem, EMPTY_CONTACT, validateContactForm } from './contact-form';
import './contact-page.css';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';

/** The details only this page shows; the support line, address and hours are the shop's shared ones. */
const SALES_PHONE = '+1 (800) 555-0142';
const GENERAL_EMAIL = 'hello@phonehub.com';
const STREET_ADDRESS = ['PhoneHub Inc.', '500 Market Street, Suite 200', 'San Francisco, CA 94105'];

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface InfoCard {
  title: string;
  icon: ReactNode;
  lines: { label: string; value: string; href?: string }[];
}

const INFO_CARDS: readonly InfoCard[] = [
  {
    title: 'Call us',
    icon: <PhoneIcon size={22} />,
    lines: [
      { label: 'Sales', value: SALES_PHONE, href: tel(SALES_PHONE) },
      { label: 'Support', value: CONTACT_DETAILS.supportPhone, href: tel(CONTACT_DETAILS.supportPhone) },
    ],
  },
  {
    title: 'Email us',
    icon: <MailIcon size={22} />,
    lines: [
      { label: 'General', value: GENERAL_EMAIL, href: `mailto:${GENERAL_EMAIL}` },
      {
        label: 'Support',
        value: CONTACT_DETAILS.supportEmail,
        href: `mailto:${CONTACT_DETAILS.supportEmail}`,
      },
    ],
  },
  {
    title: 'Visit us',
    icon: <MapPinIcon size={22} />,
    lines: STREET_ADDRESS.map((value, index) => ({ label: index === 0 ? 'Address' : '', value })),
  },
  {
    title: 'Live chat',
    icon: <CalendarIcon size={22} />,
    lines: [{ label: 'Hours', value: CONTACT_DETAILS.hours }],
  },
];

/** The spec's Contact page: info cards and the message form (stored by the API, answered within 24 hours). */
export function ContactPage() {
  usePageTitle(PAGE_TITLES['/contact']);
  return (
    <div className="ph-container page contact-page">
      <div className="page__header">
        <h1 className="page__title">Contact Us</h1>
        <p className="page__subtitle">
          Questions about a device, an order or selling with us? We reply within 24 hours.
        </p>
      </div>
      <div className="contact-page__columns">
        <ul className="card-grid contact-cards" aria-label="Ways to reach us">
          {INFO_CARDS.map((card) => (
            <li key={card.title} className="contact-card">
              <span className="contact-card__icon" aria-hidden="true">
                {card.icon}
              </span>
              <div>
                <h2 className="contact-card__title">{card.title}</h2>
                <dl className="contact-card__lines">
                  {card.lines.map((line) => (
                    <div key={line.value}>
                      {line.label && <dt>{line.label}</dt>}
                      <dd>{line.href ? <a href={line.href}>{line.value}</a> : line.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </li>
          ))}
        </ul>
        <ContactFormCard />
      </div>
    </div>
  );
}

function ContactFormCard() {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageRequest>({
    defaultValues: EMPTY_CONTACT,
    resolver: toResolver(validateContactForm),
    // The sentence above the form stays until the next Send, and the cursor stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  // The success notice goes as soon as a new message is typed.
  const field = (key: keyof ContactMessageRequest) =>
    register(key, { onChange: () => send.isSuccess && send.reset() });

  const submit = handleSubmit((fields) => {
    const body = {
      name: fields.name.trim(),
      email: fields.email.trim(),
      subject: fields.subject.trim(),
      message: fields.message.trim(),
    };
    send.mutate(body, {
      onSuccess: () => {
        reset(EMPTY_CONTACT);
        notify.success(SUPPORT_TEXTS.contactSent);
      },
    });
  });
  const problem =
    contactProblem(errors) ??
    (send.isError ? errorMessage(send.error, 'Your message could not be sent. Please try again.') : null);

  return (
    <Card className="contact-form">
      <CardHeader title="Send us a message" description="All fields are required." />
      <CardBody>
        <form onSubmit={submit} noValidate className="contact-form__fields" aria-label="Contact form">
          {problem && (
            <Alert tone="danger" title="Your message was not sent">
              {problem}
            </Alert>
          )}
          {send.isSuccess && <Alert tone="success">{SUPPORT_TEXTS.contactSent}</Alert>}
          <TextField label="Name" required autoComplete="name" maxLength={100} {...field('name')} />
          <EmailField required maxLength={254} {...field('email')} />
          <TextField label="Subject" required maxLength={200} {...field('subject')} />
          <TextAreaField label="Message" required rows={6} maxLength={5000} {...field('message')} />
          <Button type="submit" loading={send.isPending} loadingText="Sending...">
            Send Message
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
