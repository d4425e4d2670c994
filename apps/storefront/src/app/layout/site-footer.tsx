import { BRAND_NAME, CATEGORIES, CONTACT_DETAILS } from '@phonehub/domain';
import { MailIcon, PhoneIcon, CalendarIcon } from '@phonehub/ui';
import { Link } from 'react-router-dom';
import { BrandLogo } from './brand-logo';

const SHOP_LINKS = [
  { to: '/marketplace', label: 'All products' },
  ...CATEGORIES.slice(0, 4).map((c) => ({
    to: `/marketplace?category=${encodeURIComponent(c.singular)}`,
    label: c.plural,
  })),
];
const SERVICE_LINKS = [
  { to: '/trade', label: 'Sell Your Device' },
  { to: '/track', label: 'Track a trade-in' },
  { to: '/warranty', label: 'Warranty' },
  { to: '/returns', label: 'Returns' },
  { to: '/help', label: 'Help Center' },
];
const SUPPORT_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/about', label: 'About Us' },
  { to: '/partner-program', label: 'Partners' },
];
const POLICY_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const phoneHref = `tel:${CONTACT_DETAILS.supportPhone.replace(/[^\d+]/g, '')}`;
  return (
    <footer className="site-footer">
      <div className="ph-container site-footer__grid">
        <div className="site-footer__about">
          <BrandLogo />
          <p>
            Certified refurbished electronics and fair trade-in quotes. Ships to {CONTACT_DETAILS.shipsTo}.
          </p>
          <ul className="site-footer__contact" aria-label="Contact details">
            <li>
              <MailIcon size={16} />
              <a href={`mailto:${CONTACT_DETAILS.supportEmail}`}>{CONTACT_DETAILS.supportEmail}</a>
            </li>
            <li>
              <PhoneIcon size={16} />
              <a href={phoneHref}>{CONTACT_DETAILS.supportPhone}</a>
            </li>
            <li>
              <CalendarIcon size={16} />
              <span>{CONTACT_DETAILS.hours}</span>
            </li>
          </ul>
        </div>
        <LinkColumn title="Shop" links={SHOP_LINKS} />
        <LinkColumn title="Services" links={SERVICE_LINKS} />
        <LinkColumn title="Support" links={SUPPORT_LINKS} />
      </div>
      <div className="site-footer__bottom">
        <div className="ph-container site-footer__bottom-inner">
          <p>
            © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
          </p>
          <nav aria-label="Policies">
            <ul className="site-footer__policies">
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
