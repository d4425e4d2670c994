import { CLAIMS } from '@phonehub/domain';
import { buttonClass, LeafIcon, ShieldIcon, UsersIcon } from '@phonehub/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ImpactFigures } from '../../../components/impact-figures';
import { InfoPage, InfoSection } from '../../../components/info-page';

const VALUES: { icon: ComponentType<{ size?: number }>; title: string; text: string }[] = [
  {
    icon: ShieldIcon,
    title: 'Quality First',
    text: `Every device passes a ${CLAIMS.inspectionPoints}-point inspection and comes with a ${CLAIMS.warrantyMonths}-month warranty.`,
  },
  {
    icon: UsersIcon,
    title: 'Customer Centric',
    text: `Honest condition grades, ${CLAIMS.returnDays}-day returns and a support team that answers within ${CLAIMS.contactReplyHours} hours.`,
  },
  {
    icon: LeafIcon,
    title: 'Sustainability',
    text: 'Every device we refurbish and every trade-in we take keeps working electronics in use and out of landfill.',
  },
];

const TEAM = [
  {
    name: 'Sarah Johnson',
    role: 'CEO & Founder',
    bio: 'Started PhoneHub to make quality technology affordable and keep it out of landfill.',
  },
  {
    name: 'Michael Chen',
    role: 'Head of Operations',
    bio: 'Runs our refurbishment centre and the inspection every device goes through.',
  },
  {
    name: 'Emily Rodriguez',
    role: 'Customer Experience Lead',
    bio: 'Leads the support team that helps shoppers and trade-in customers every day.',
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export function AboutPage() {
  return (
    <InfoPage
      path="/about"
      title="About Us"
      lead="PhoneHub gives quality devices a second life: certified refurbished electronics for less, and fair trade-in quotes for the ones you no longer use."
    >
      <InfoSection title="Our mission">
        <p>
          Technology should not cost the earth — in price or in resources. We inspect, grade and guarantee
          every device we sell so buying refurbished feels as safe as buying new, and we make trading in an
          old device simple so it can find its next owner.
        </p>
      </InfoSection>

      <section aria-labelledby="impact-title" className="info-section">
        <h2 id="impact-title" className="info-section__title">
          Our impact
        </h2>
        <ImpactFigures label="Our impact in numbers" className="stats" />
      </section>

      <section aria-labelledby="values-title" className="info-section">
        <h2 id="values-title" className="info-section__title">
          Our values
        </h2>
        <ul className="card-grid info-cards">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <div className="card-tile info-card">
                <span className="info-card__icon" aria-hidden="true">
                  <Icon size={22} />
                </span>
                <h3 className="info-card__title">{title}</h3>
                <p className="info-card__text">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team-title" className="info-section">
        <h2 id="team-title" className="info-section__title">
          Our team
        </h2>
        <ul className="card-grid info-cards">
          {TEAM.map((member) => (
            <li key={member.name}>
              <div className="card-tile info-card">
                <span className="info-card__icon" aria-hidden="true">
                  {initials(member.name)}
                </span>
                <h3 className="info-card__title">{member.name}</h3>
                <p className="info-card__action">{member.role}</p>
                <p className="info-card__text">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="hero__actions">
        <Link to="/marketplace" className={buttonClass()}>
          Shop refurbished
        </Link>
        <Link to="/trade" className={buttonClass({ variant: 'outline' })}>
          Get a trade-in quote
        </Link>
      </div>
    </InfoPage>
  );
}
