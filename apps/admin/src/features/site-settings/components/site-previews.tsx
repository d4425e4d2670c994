import { META_DESCRIPTION_HINT, type SiteSettingsFields } from '@phonehub/contracts';
import { useState } from 'react';

type PreviewFields = Pick<
  SiteSettingsFields,
  | 'title'
  | 'meta_description'
  | 'og_title'
  | 'og_description'
  | 'og_image'
  | 'og_url'
  | 'twitter_title'
  | 'twitter_description'
  | 'twitter_image'
  | 'twitter_card'
>;

/** Search engines cut longer texts; the preview cuts where they roughly do. */
function cut(text: string | undefined, max: number): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** The image, or its address when the browser cannot show it here (the portal only loads its own images). */
function PreviewImage({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return <div className="site-preview__image site-preview__image--empty">No image set</div>;
  if (failed === src)
    return <div className="site-preview__image site-preview__image--empty">Image: {hostOf(src) || src}</div>;
  return <img className="site-preview__image" src={src} alt="" onError={() => setFailed(src)} />;
}

/** How the home page shows in a search result and when its link is shared, from the form as typed. */
export function SitePreviews({ fields, siteUrl }: { fields: PreviewFields; siteUrl: string }) {
  const url = fields.og_url || siteUrl;
  const ogTitle = fields.og_title || fields.title;
  const ogDescription = fields.og_description || fields.meta_description;
  const large = fields.twitter_card === 'summary_large_image';
  const image = fields.twitter_image || fields.og_image;

  return (
    <div className="site-previews">
      <section aria-label="Search result preview" className="site-preview site-preview--search">
        <h3 className="site-preview__heading">Search result</h3>
        <p className="site-preview__url">{url}</p>
        <p className="site-preview__search-title">{cut(fields.title, 60) || 'Site title'}</p>
        <p className="site-preview__search-description">
          {cut(fields.meta_description, META_DESCRIPTION_HINT.max) ||
            'Add a meta description: search engines show it under the title.'}
        </p>
      </section>
      <section
        aria-label="Link preview"
        className={`site-preview site-preview--card${large ? ' site-preview--large' : ''}`}
      >
        <h3 className="site-preview__heading">Link preview ({fields.twitter_card})</h3>
        <div className="site-preview__card">
          <PreviewImage src={image} />
          <div className="site-preview__card-text">
            <p className="site-preview__host">{hostOf(url)}</p>
            <p className="site-preview__card-title">{cut(fields.twitter_title || ogTitle, 70)}</p>
            <p className="site-preview__card-description">
              {cut(fields.twitter_description || ogDescription, 200)}
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
