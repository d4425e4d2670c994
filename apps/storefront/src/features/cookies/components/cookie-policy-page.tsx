import type { CookieChoice, CookieCategory } from '@phonehub/contracts';
import { COOKIE_CONSENT } from '@phonehub/domain';
import { notify } from '@phonehub/session';
import { Button, formatDate } from '@phonehub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InfoPage, InfoSection } from '../../../components/info-page';
import { useCookieConsent } from '../use-cookie-consent';
import { ACCOUNT_SAVE_FAILED } from './cookie-consent';

export const SAVED_MESSAGE = 'Cookie preferences have been saved successfully!';

const CATEGORIES: { key: CookieCategory; title: string; text: string }[] = [
  {
    key: 'necessary',
    title: 'Necessary',
    text: 'Keep you signed in, remember your cart and protect the site. They cannot be switched off.',
  },
  {
    key: 'functional',
    title: 'Functional',
    text: 'Remember your choices, such as recently viewed devices, to make the site easier to use.',
  },
  {
    key: 'analytics',
    title: 'Analytics',
    text: 'Tell us, anonymously, which pages are visited and how the site performs, so we can improve it.',
  },
  {
    key: 'marketing',
    title: 'Marketing',
    text: 'Let our advertising partners show you relevant PhoneHub offers on other sites.',
  },
];

export function CookiePolicyPage() {
  const cookieConsent = useCookieConsent();
  return (
    <InfoPage
      path="/cookies"
      title="Cookie Policy"
      lead="Cookies are small files a website keeps in your browser. Here is what ours do, and your choice about them."
      note="Last updated November 2026"
    >
      {/* A choice arriving from the account (after signing in) resets the panel to it. */}
      <PreferencesPanel key={cookieConsent.consent?.saved_at ?? 'none'} {...cookieConsent} />

      <InfoSection title="How long cookies are kept">
        <ul>
          <li>Necessary: for your session.</li>
          <li>Functional: {COOKIE_CONSENT.durations.functional}.</li>
          <li>Analytics: {COOKIE_CONSENT.durations.analytics}.</li>
          <li>Marketing: {COOKIE_CONSENT.durations.marketing}.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Where your choice is kept">
        <p>
          Your choice is stored in this browser with the date and the version of this policy. When you are
          signed in it is also saved on your account, so it applies on every device you use. If this policy
          changes in a way that needs your consent again, we ask you again.
        </p>
      </InfoSection>
      <InfoSection title="Third parties">
        <p>
          Analytics cookies come from Google Analytics and Google Tag Manager, marketing cookies from the
          Facebook Pixel. These services load only after you allow their category. Read more in our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

function PreferencesPanel({ consent, choose, saving }: ReturnType<typeof useCookieConsent>) {
  const initial: CookieChoice = consent ?? COOKIE_CONSENT.defaults;
  const [draft, setDraft] = useState<CookieChoice>({
    functional: initial.functional,
    analytics: initial.analytics,
    marketing: initial.marketing,
  });

  const save = () =>
    choose(draft).then(
      () => notify.success(SAVED_MESSAGE),
      () => notify.error(ACCOUNT_SAVE_FAILED),
    );

  return (
    <section className="cookie-panel" aria-labelledby="cookie-panel-title">
      <h2 id="cookie-panel-title" className="info-section__title">
        Cookie preferences
      </h2>
      <ul className="cookie-panel__list">
        {CATEGORIES.map(({ key, title, text }) => {
          const necessary = key === 'necessary';
          const checked = necessary ? true : draft[key as keyof CookieChoice];
          const id = `cookie-${key}`;
          return (
            <li key={key} className="cookie-panel__item">
              <div>
                <label htmlFor={id} className="cookie-panel__name">
                  {title} cookies
                </label>
                <p id={`${id}-text`} className="cookie-panel__text">
                  {text} Kept for: {COOKIE_CONSENT.durations[key].toLowerCase()}.
                </p>
              </div>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className="cookie-switch"
                checked={checked}
                disabled={necessary}
                aria-describedby={`${id}-text`}
                onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.checked }))}
              />
            </li>
          );
        })}
      </ul>
      <div className="cookie-panel__footer">
        <Button onClick={() => void save()} loading={saving} loadingText="Saving...">
          Save Preferences
        </Button>
        {consent && (
          <p className="info-page__note">Your current choice was saved on {formatDate(consent.saved_at)}.</p>
        )}
      </div>
    </section>
  );
}
