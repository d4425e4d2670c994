import type { SandboxAccount, SandboxAccountLink } from './connect';
import { escape, layout } from './page';

/**
 * Stripe's hosted Connect onboarding, reduced to one confirmation: the sandbox asks for no bank or
 * identity details, so a seller (or a browser test) completes it with a single button.
 */
export function renderOnboardingPage(account: SandboxAccount, link: SandboxAccountLink): string {
  const who = account.email ?? account.id;
  return layout(
    'Set up payouts with the payment sandbox',
    `<h1>Set up payouts with the payment sandbox</h1>
<p>Account: <strong>${escape(who)}</strong></p>
<p class="note">Payment sandbox: no real bank details or identity documents are asked for here, and no real money moves. Completing onboarding lets this account receive transfers and payouts at once.</p>
<form method="post" action="/connect/onboarding/${encodeURIComponent(link.id)}">
<button type="submit">Complete onboarding</button>
</form>
<a class="cancel" href="${escape(link.return_url)}">Leave without finishing</a>`,
  );
}
