import { tagCspSources } from './constants';

const none = { google_analytics_id: '', google_tag_manager_id: '', facebook_pixel_id: '' };

it('allows no third-party host when no tag is configured', () => {
  expect(tagCspSources(none)).toEqual({
    'script-src': [],
    'connect-src': [],
    'img-src': [],
    'frame-src': [],
  });
});

it('allows Google’s hosts for Analytics, and Facebook’s only with a pixel', () => {
  const ga = tagCspSources({ ...none, google_analytics_id: 'G-ABC1234' });
  expect(ga['script-src']).toEqual(['https://www.googletagmanager.com']);
  expect(ga['connect-src']).toContain('https://*.google-analytics.com');
  expect(ga['frame-src']).toEqual([]);
  expect(Object.values(ga).flat().join(' ')).not.toMatch(/facebook/);

  const all = tagCspSources({
    google_analytics_id: 'G-ABC1234',
    google_tag_manager_id: 'GTM-ABC123',
    facebook_pixel_id: '123456789012345',
  });
  expect(all['script-src']).toEqual(['https://www.googletagmanager.com', 'https://connect.facebook.net']);
  expect(all['frame-src']).toEqual(['https://www.googletagmanager.com']);
  expect(all['img-src']).toContain('https://www.facebook.com');
});
