import type { SandboxTracker } from './trackers';

export const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `
  *{box-sizing:border-box} body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1a2e;background:#f4f5f8}
  main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
  h1{font-size:1.25rem;margin:0 0 .25rem} .note{color:#555;font-size:.875rem;margin:0 0 1rem}
  ol{list-style:none;margin:0;padding:0} li{padding:.5rem 0;border-top:1px solid #e3e3e8}
  .when{color:#555;font-size:.875rem}
`;

const statusText = (status: string) => status.replace(/_/g, ' ');

/** The carrier's public tracking page (a tracker's public_url): the scans, newest first. */
export function renderTrackingPage(tracker: SandboxTracker): string {
  const scans = [...tracker.details]
    .reverse()
    .map((d) => {
      const where = [d.location.city, d.location.state, d.location.zip].filter(Boolean).join(', ');
      const when = new Date(d.datetime).toISOString().replace('T', ' ').slice(0, 16);
      return `<li><strong>${escape(d.message)}</strong><br><span class="when">${escape(when)} UTC${where ? ` · ${escape(where)}` : ''}</span></li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tracking ${escape(tracker.tracking_code)}</title><style>${STYLE}</style></head>
<body><main><h1>${escape(tracker.carrier)} ${escape(tracker.tracking_code)}</h1>
<p class="note">Status: ${escape(statusText(tracker.status))}</p><ol>${scans}</ol></main></body></html>`;
}
