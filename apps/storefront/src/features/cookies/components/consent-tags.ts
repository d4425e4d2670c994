import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '../../../lib/site-settings';
import type { StoredConsent } from '../consent-storage';
import {
  disableGoogleAnalytics,
  loadFacebookPixel,
  loadGoogleAnalytics,
  loadTagManager,
  revokeFacebookPixel,
  trackPageView,
  updateGoogleConsent,
} from '../tags';

/** Loads the configured analytics and marketing tags once, and only once, their category is consented to. */
export function useConsentTags(consent: StoredConsent | null): void {
  const wantsTags = Boolean(consent?.analytics || consent?.marketing);
  // The settings are asked for only when a tag may be loaded, so a visitor who declined sends nothing.
  const settings = useSiteSettings({ enabled: wantsTags });
  const location = useLocation();
  const ga = settings.data?.google_analytics_id || null;
  const gtm = settings.data?.google_tag_manager_id || null;
  const pixel = settings.data?.facebook_pixel_id || null;
  const analytics = consent?.analytics ?? false;
  const marketing = consent?.marketing ?? false;
  const functional = consent?.functional ?? false;

  useEffect(() => {
    const choice = { functional, analytics, marketing };
    updateGoogleConsent(choice);
    if (ga) {
      if (analytics) loadGoogleAnalytics(ga, choice);
      else disableGoogleAnalytics(ga);
    }
    if (gtm && analytics) loadTagManager(gtm, choice);
    if (pixel) {
      if (marketing) loadFacebookPixel(pixel);
      else revokeFacebookPixel();
    }
  }, [ga, gtm, pixel, functional, analytics, marketing]);

  const path = location.pathname + location.search;
  useEffect(() => {
    trackPageView(path, { analyticsId: analytics ? ga : null, pixel: marketing && Boolean(pixel) });
  }, [path, ga, pixel, analytics, marketing]);
}
