import type { PayoutAccountStatus } from '@phonehub/contracts';
import { formatList } from '@phonehub/domain';
import { Alert, Badge, Button, Card, CardBody, CardHeader, failureDetail } from '@phonehub/ui';
import type { PayoutLinkMutation } from '../api/create-payout-link';

/** The provider's name of something it needs ('individual.id_number') in words ('individual id number'). */
export const requirementLabel = (requirement: string): string => requirement.replace(/[._]+/g, ' ').trim();

/**
 * "Set up payouts": the seller's payout account at the payment provider (Stripe Connect). The
 * provider's hosted page asks for the bank account; PhoneHub never sees it. Listing goes on
 * meanwhile; transfers wait until payouts are enabled.
 */
export function PayoutSetupCard({
  account,
  link,
  checking = false,
}: {
  account: PayoutAccountStatus;
  /** Asks for the onboarding link and leaves for it. */
  link: PayoutLinkMutation;
  /** Back from the provider's page: its answer may not have reached us yet. */
  checking?: boolean;
}) {
  // A granted link sends the page away: the button stays busy until it has gone.
  const asking = link.isPending || link.isSuccess;
  const problem = failureDetail(link);
  const action = (label: string) => (
    <Button onClick={() => link.mutate()} loading={asking} loadingText="Opening the payment provider...">
      {label}
    </Button>
  );

  return (
    <Card>
      <CardHeader
        title="Set up payouts"
        description="Your earnings are sent to your bank account by our payment provider."
      />
      <CardBody className="payout-setup">
        {account.state === 'enabled' ? (
          <p className="payout-setup__enabled">
            <Badge tone="success">Payouts enabled</Badge> Your available earnings are transferred to you
            automatically.
          </p>
        ) : account.state === 'requirements_due' ? (
          <>
            <p>
              The payment provider still needs:{' '}
              {account.requirements_due.length > 0
                ? formatList(account.requirements_due.map(requirementLabel))
                : 'a few more details'}
              .
            </p>
            {action('Continue setup')}
          </>
        ) : (
          <>
            <p>
              Connect a bank account with our payment provider to receive your earnings. Listing stays open
              meanwhile; transfers wait until payouts are enabled.
            </p>
            {action('Set up payouts')}
          </>
        )}
        {checking && account.state !== 'enabled' && (
          <Alert tone="info" title="Checking with the payment provider">
            Welcome back. Your payout account is updated as soon as the provider confirms it.
          </Alert>
        )}
        {problem && (
          <Alert tone="danger" title="The payment provider could not be opened">
            {problem}
          </Alert>
        )}
      </CardBody>
    </Card>
  );
}
