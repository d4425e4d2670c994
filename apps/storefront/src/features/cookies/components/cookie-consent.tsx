import { notify } from '@phonehub/session';
import { Button, buttonClass } from '@phonehub/ui';
import { Link, useLocation } from 'react-router-dom';
import { useCookieConsent } from '../use-cookie-consent';
import { useAccountConsentSync } from './account-consent-sync';
import { useConsentTags } from './consent-tags';
import './cookies.css';

const ALL = { functional: true, analytics: true, marketing: true };
const NECESSARY_ONLY = { functional: false, analytics: false, marketing: false };

export const ACCOUNT_SAVE_FAILED =
  'Your cookie choice applies on this device but could not be saved to your account. Please try again.';

/**
 * The site-wide consent: the banner on a first visit (until a choice is made under the current
 * policy version), the account sync, and the tags the choice allows. Mounted once in the layout.
 */
export function CookieConsent() {
  const { consent, choose, saving } = useCookieConsent();
  const { checking } = useAccountConsentSync();
  const location = useLocation();
  useConsentTags(consent);

  // The preferences page is the banner's own long form; a signed-in account may already hold a choice.
  if (consent || checking || location.pathname === '/cookies') return null;

  const pick = (choice: typeof ALL) => choose(choice).catch(() => notify.error(ACCOUNT_SAVE_FAILED));

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="ph-container cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            We use cookies
          </h2>
          <p>
            Necessary cookies keep PhoneHub working. With your consent we also use functional, analytics and
            marketing cookies. Change your mind at any time in <Link to="/cookies">cookie preferences</Link>.
          </p>
        </div>
        <div className="cookie-banner__actions">
          <Button onClick={() => void pick(ALL)} disabled={saving}>
            Accept all
          </Button>
          <Button variant="outline" onClick={() => void pick(NECESSARY_ONLY)} disabled={saving}>
            Reject non-essential
          </Button>
          {/* On a phone the text's own link to the preferences stands in for it (one row of buttons). */}
          <Link
            to="/cookies"
            className={buttonClass({ variant: 'ghost', className: 'cookie-banner__customise' })}
          >
            Customise
          </Link>
        </div>
      </div>
    </section>
  );
}
