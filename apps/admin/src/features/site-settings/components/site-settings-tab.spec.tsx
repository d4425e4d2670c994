import { apiErrorReply } from '@phonehub/api-client';
import type { AdminSiteSettings, UpdateSiteSettingsRequest } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '../../../test/admin-api';
import { DASHBOARD, renderAdmin } from '../../../test/render-admin';
import { optionTextsOf } from '../../../test/list-requests';

const SETTINGS = '/api/admin/site-settings';

const STORED: AdminSiteSettings = {
  title: 'PhoneHub — Refurbished electronics & trade-in',
  favicon: '',
  meta_description: 'Certified refurbished phones.',
  meta_keywords: 'refurbished phones',
  og_title: '',
  og_description: '',
  og_image: '',
  og_url: 'https://phonehub.example',
  twitter_card: 'summary_large_image',
  twitter_title: '',
  twitter_description: '',
  twitter_image: '',
  schema_org_data: '{"@type":"Organization"}',
  google_analytics_id: '',
  google_tag_manager_id: '',
  facebook_pixel_id: '',
  satisfaction_fallback_percent: 0,
  updated_at: '2026-11-20T10:00:00.000Z',
};

const asAdmin = (stored: AdminSiteSettings = STORED) => adminApi({ [`GET ${SETTINGS}`]: { body: stored } });

async function open(api = asAdmin()) {
  const view = renderAdmin(`${DASHBOARD}/site-settings`, api);
  const user = userEvent.setup();
  await screen.findByRole('form', { name: 'Site settings' });
  return { ...view, user };
}

const field = (name: string) =>
  screen.getByLabelText(name, { exact: false, selector: 'input, textarea, select' });

it('shows every setting, with previews of the search result and the shared link that follow the typing', async () => {
  const { user } = await open();
  expect(screen.getByRole('tab', { name: 'Site Settings' })).toHaveAttribute('aria-selected', 'true');
  expect(field('Site title')).toHaveValue(STORED.title);
  expect(field('OG URL')).toHaveValue('https://phonehub.example');
  expect(field('Twitter card')).toHaveValue('summary_large_image');
  expect(optionTextsOf(field('Twitter card') as HTMLElement)).toEqual([
    'summary',
    'summary_large_image',
    'app',
    'player',
  ]);
  for (const label of [
    'Favicon URL',
    'Meta description',
    'Meta keywords',
    'OG title',
    'OG description',
    'OG image URL',
    'Twitter title',
    'Twitter description',
    'Twitter image URL',
    'Schema.org data (JSON)',
    'Google Analytics ID',
    'Google Tag Manager ID',
    'Facebook Pixel ID',
  ]) {
    expect(field(label)).toBeInTheDocument();
  }

  const search = screen.getByRole('region', { name: 'Search result preview' });
  const card = screen.getByRole('region', { name: 'Link preview' });
  expect(within(search).getByText(STORED.title)).toBeInTheDocument();
  expect(within(search).getByText('https://phonehub.example')).toBeInTheDocument();
  expect(within(card).getByText('phonehub.example')).toBeInTheDocument();

  await user.clear(field('Site title'));
  await user.type(field('Site title'), 'Spring Sale');
  expect(within(search).getByText('Spring Sale')).toBeInTheDocument();
  // The card falls back to the site title while the OG title is empty.
  expect(within(card).getByText('Spring Sale')).toBeInTheDocument();
  await user.type(field('OG title'), 'Shared title');
  expect(within(card).getByText('Shared title')).toBeInTheDocument();
});

it('counts the meta description live against the 150–160 character hint', async () => {
  const { user } = await open();
  const description = field('Meta description');
  expect(
    screen.getByText('29 characters: aim for 150–160 so search results show a full sentence.'),
  ).toBeInTheDocument();
  await user.clear(description);
  await user.type(description, 'x'.repeat(155));
  expect(screen.getByText('155 characters: a good length for search results.')).toBeInTheDocument();
  await user.type(description, 'y'.repeat(10));
  expect(screen.getByText('165 characters: search results cut it after about 160.')).toBeInTheDocument();
  expect(description).toHaveAccessibleDescription(/165 characters/);
});

it('saves every field and says so in the spec words', async () => {
  const api = asAdmin();
  let saved: UpdateSiteSettingsRequest | undefined;
  api.on(`PUT ${SETTINGS}`, (request) => {
    saved = request.body as UpdateSiteSettingsRequest;
    return { body: { ...STORED, ...saved } };
  });
  const { user } = await open(api);
  await user.type(field('Google Analytics ID'), 'G-ABC123DEF4');
  await user.selectOptions(field('Twitter card'), 'summary');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(await screen.findByText('Site settings have been updated successfully')).toBeInTheDocument();
  const { updated_at: _updatedAt, ...fields } = STORED;
  expect(saved).toEqual({ ...fields, google_analytics_id: 'G-ABC123DEF4', twitter_card: 'summary' });
  await waitFor(() => expect(api.callsTo(`GET ${SETTINGS}`)).toHaveLength(2));
});

it('stops malformed ids, addresses and JSON in the form, with the sentences the API uses', async () => {
  const api = asAdmin();
  const { user } = await open(api);
  await user.type(field('Google Analytics ID'), 'GA-1');
  await user.type(field('Google Tag Manager ID'), 'GTM_1');
  await user.type(field('Facebook Pixel ID'), '123');
  await user.type(field('OG image URL'), 'javascript:alert(1)');
  await user.clear(field('Schema.org data (JSON)'));
  await user.type(field('Schema.org data (JSON)'), '[[1]');
  await user.clear(field('Site title'));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(
    await screen.findByText('The Google Analytics ID looks like G-XXXXXXXXXX or UA-XXXXXX-X'),
  ).toBeInTheDocument();
  expect(screen.getByText('The Google Tag Manager ID looks like GTM-XXXXXXX')).toBeInTheDocument();
  expect(screen.getByText('The Facebook Pixel ID is 15 or 16 digits')).toBeInTheDocument();
  expect(screen.getByText('Enter a full address starting with http:// or https://')).toBeInTheDocument();
  expect(screen.getByText('Schema.org data must be a JSON object')).toBeInTheDocument();
  expect(screen.getByText('The site title is required')).toBeInTheDocument();
  expect(api.callsTo(`PUT ${SETTINGS}`)).toHaveLength(0);
});

it("says when saving failed, and shows the API's reason by the form", async () => {
  const api = asAdmin();
  api.on(
    `PUT ${SETTINGS}`,
    apiErrorReply(400, 'VALIDATION_FAILED', 'The meta keywords must be at most 500 characters'),
  );
  const { user } = await open(api);
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Failed to save site settings. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('The meta keywords must be at most 500 characters')).toBeInTheDocument();
});
