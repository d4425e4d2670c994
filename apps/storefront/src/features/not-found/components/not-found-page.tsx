import { buttonClass } from '@phonehub/ui';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <section className="ph-container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p className="not-found__text">
        We couldn’t find <code>{pathname}</code>. It may have moved, or it isn’t available yet.
      </p>
      <div className="not-found__actions">
        <Link to="/" className={buttonClass()}>
          Go to the home page
        </Link>
        <Link to="/marketplace" className={buttonClass({ variant: 'outline' })}>
          Shop refurbished
        </Link>
      </div>
    </section>
  );
}
