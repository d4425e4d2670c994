import { AlertIcon, Button, EmptyState } from '@phonehub/ui';

/**
 * What a page that failed to render shows, inside the site's header and footer (the router's
 * errorElement for every page): the rest of the site still works, and Try Again loads it afresh.
 */
export function PageError() {
  return (
    <div className="ph-container remote-unavailable">
      <EmptyState
        icon={<AlertIcon size={26} />}
        title="Something went wrong"
        description="This page could not be shown. The rest of the site still works — please try again."
        action={<Button onClick={() => window.location.reload()}>Try Again</Button>}
      />
    </div>
  );
}
