import {
  TWITTER_CARDS,
  type AdminSiteSettings,
  type SiteSettingsAdminFields,
  type TwitterCard,
} from '@phonehub/contracts';
import {
  checkFacebookPixelId,
  checkGoogleAnalyticsId,
  checkGoogleTagManagerId,
  checkSchemaOrgData,
  checkSiteUrl,
  metaDescriptionHint,
  SITE_SETTINGS_LIMITS as LIMITS,
  SITE_SETTINGS_MESSAGES as MESSAGES,
  type FieldCheck,
} from '@phonehub/domain';
import {
  Alert,
  Button,
  Card,
  CardBody,
  CardHeader,
  QueryView,
  Select,
  TextAreaField,
  TextField,
} from '@phonehub/ui';
import { useForm, useWatch, type RegisterOptions } from 'react-hook-form';
import { failureDetail } from '../../../shared/use-admin-mutation';
import { useAdminSiteSettings, useUpdateSiteSettings } from '../api/site-settings';
import { SitePreviews } from './site-previews';
import { fieldProps } from '../../../shared/field-props';
import './site-settings.css';

type FormValues = Omit<SiteSettingsAdminFields, 'satisfaction_fallback_percent'> & {
  satisfaction_fallback_percent: string;
};

type UrlKey = 'favicon' | 'og_image' | 'og_url' | 'twitter_image';

const CARD_OPTIONS = TWITTER_CARDS.map((card) => ({ value: card, label: card }));

function toForm(settings: AdminSiteSettings): FormValues {
  const { updated_at: _updatedAt, ...fields } = settings;
  return { ...fields, satisfaction_fallback_percent: String(settings.satisfaction_fallback_percent) };
}

const check = (fieldCheck: FieldCheck) => (value: string) => fieldCheck(value) ?? true;
const tooLong = (label: string, max: number): RegisterOptions<FormValues> => ({
  maxLength: { value: max, message: MESSAGES.tooLong(label, max) },
});

function descriptionHint(length: number): string {
  const verdict = metaDescriptionHint(length);
  if (verdict === 'good') return `${length} characters: a good length for search results.`;
  if (verdict === 'short')
    return `${length} characters: aim for 150–160 so search results show a full sentence.`;
  return `${length} characters: search results cut it after about 160.`;
}

function satisfactionProblem(value: string): true | string {
  return /^\d{1,3}$/.test(value.trim()) && Number(value) <= 100 ? true : MESSAGES.satisfactionFallback;
}

function SiteSettingsForm({ settings }: { settings: AdminSiteSettings }) {
  const save = useUpdateSiteSettings();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FormValues>({ values: toForm(settings) });
  const watched = useWatch({ control }) as FormValues;
  const field = fieldProps(register, errors);
  /** An address field, checked as a site URL. */
  const urlField = (name: UrlKey) => ({
    type: 'url' as const,
    placeholder: 'https://…',
    ...field(name, { validate: check(checkSiteUrl) }),
  });
  const problem = failureDetail(save);

  const onSubmit = handleSubmit(({ satisfaction_fallback_percent, ...fields }) =>
    save.mutate({
      ...fields,
      twitter_card: fields.twitter_card as TwitterCard,
      satisfaction_fallback_percent: Number(satisfaction_fallback_percent.trim()),
    }),
  );

  return (
    <form className="site-settings" onSubmit={onSubmit} noValidate aria-label="Site settings">
      {problem && (
        <Alert tone="danger" title="The settings were not saved">
          {problem}
        </Alert>
      )}
      <div className="site-settings__layout">
        <div className="site-settings__fields">
          <fieldset className="site-settings__group">
            <legend>Branding and search</legend>
            <TextField
              label="Site title"
              required
              {...field('title', {
                validate: (value) => value.trim() !== '' || MESSAGES.titleRequired,
                ...tooLong('The site title', LIMITS.title),
              })}
            />
            <TextField label="Favicon URL" {...urlField('favicon')} />
            <TextAreaField
              label="Meta description"
              rows={3}
              hint={descriptionHint((watched.meta_description ?? '').trim().length)}
              {...field('meta_description', tooLong('The meta description', LIMITS.metaDescription))}
            />
            <TextField
              label="Meta keywords"
              hint="Separated by commas."
              {...field('meta_keywords', tooLong('The meta keywords', LIMITS.metaKeywords))}
            />
          </fieldset>

          <fieldset className="site-settings__group">
            <legend>Open Graph (shared links)</legend>
            <TextField
              label="OG title"
              hint="Empty: the site title."
              {...field('og_title', tooLong('The Open Graph title', LIMITS.ogTitle))}
            />
            <TextAreaField
              label="OG description"
              rows={2}
              hint="Empty: the meta description."
              {...field('og_description', tooLong('The Open Graph description', LIMITS.ogDescription))}
            />
            <TextField label="OG image URL" {...urlField('og_image')} />
            <TextField
              label="OG URL"
              hint="The site's public address; canonical links and the sitemap use it."
              {...urlField('og_url')}
            />
          </fieldset>

          <fieldset className="site-settings__group">
            <legend>Twitter</legend>
            <Select label="Twitter card" options={CARD_OPTIONS} {...register('twitter_card')} />
            <TextField
              label="Twitter title"
              hint="Empty: the OG title."
              {...field('twitter_title', tooLong('The Twitter title', LIMITS.twitterTitle))}
            />
            <TextAreaField
              label="Twitter description"
              rows={2}
              hint="Empty: the OG description."
              {...field('twitter_description', tooLong('The Twitter description', LIMITS.twitterDescription))}
            />
            <TextField label="Twitter image URL" hint="Empty: the OG image." {...urlField('twitter_image')} />
          </fieldset>

          <fieldset className="site-settings__group">
            <legend>Structured data and tracking</legend>
            <TextAreaField
              label="Schema.org data (JSON)"
              rows={6}
              className="site-settings__code"
              hint="A JSON object, e.g. your Organization; added to every page."
              {...field('schema_org_data', { validate: check(checkSchemaOrgData) })}
            />
            <TextField
              label="Google Analytics ID"
              placeholder="G-XXXXXXXXXX"
              {...field('google_analytics_id', { validate: check(checkGoogleAnalyticsId) })}
            />
            <TextField
              label="Google Tag Manager ID"
              placeholder="GTM-XXXXXXX"
              {...field('google_tag_manager_id', { validate: check(checkGoogleTagManagerId) })}
            />
            <TextField
              label="Facebook Pixel ID"
              inputMode="numeric"
              placeholder="15 or 16 digits"
              {...field('facebook_pixel_id', { validate: check(checkFacebookPixelId) })}
            />
          </fieldset>

          <fieldset className="site-settings__group">
            <legend>Impact figures</legend>
            <TextField
              label="Satisfaction before any reviews (%)"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              hint="Customers, devices sold, CO2 saved and satisfaction are computed from orders and reviews; this figure is shown only while there are no reviews."
              {...field('satisfaction_fallback_percent', { validate: satisfactionProblem })}
            />
          </fieldset>
        </div>
        <aside className="site-settings__previews" aria-label="Previews">
          <SitePreviews fields={watched} siteUrl={window.location.origin} />
        </aside>
      </div>
      <Button type="submit" loading={save.isPending} loadingText="Saving...">
        Save settings
      </Button>
    </form>
  );
}

/** The site's SEO and branding: what search results, shared links and every page's head show. */
export function SiteSettingsTab() {
  const settings = useAdminSiteSettings();
  return (
    <Card>
      <CardHeader
        title="Site Settings"
        description="SEO and branding: the title, descriptions and images search engines and shared links show."
      />
      <CardBody>
        <QueryView query={settings} errorTitle="Site settings could not be loaded">
          {(data) => <SiteSettingsForm settings={data} />}
        </QueryView>
      </CardBody>
    </Card>
  );
}
