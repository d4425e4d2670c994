import {
  createSellerPayoutLink,
  getSellerEarnings,
  getSellerLedger,
  getSellerPayoutAccount,
} from './seller-money';
import { apiErrorReply, type FetchMock, installFetchMock, pagedFixture } from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock('seller-tok');
});

it("reads the seller's earnings summary with the stored token", async () => {
  mock.on('GET /api/seller/earnings', { body: { available_cents: 1200, hold_days: 30 } });
  await expect(getSellerEarnings()).resolves.toEqual({ available_cents: 1200, hold_days: 30 });
  expect(mock.calls[0].headers.authorization).toBe('Bearer seller-tok');
});

it('pages the earnings ledger through the query string', async () => {
  mock.on('GET /api/seller/ledger', { body: pagedFixture([]) });
  await getSellerLedger({ page: 2, page_size: 50 });
  expect(mock.calls[0].query.toString()).toBe('page=2&page_size=50');
});

it('reads the payout account and asks for an onboarding link without a body', async () => {
  mock.on('GET /api/seller/payout-account', {
    body: { state: 'requirements_due', requirements_due: ['external_account'], updated_at: null },
  });
  await expect(getSellerPayoutAccount()).resolves.toMatchObject({ state: 'requirements_due' });

  const link = { url: 'https://connect.example/onboard/acct_1', expires_at: '2026-03-01T10:05:00.000Z' };
  mock.on('POST /api/seller/payout-account/link', { status: 201, body: link });
  await expect(createSellerPayoutLink()).resolves.toEqual(link);
  const post = mock.callsTo('POST /api/seller/payout-account/link')[0];
  expect(post.body).toBeUndefined();
  expect(post.headers.authorization).toBe('Bearer seller-tok');
});

it("rejects with the API's reason when no link can be made", async () => {
  mock.on(
    'POST /api/seller/payout-account/link',
    apiErrorReply(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider did not answer'),
  );
  await expect(createSellerPayoutLink()).rejects.toMatchObject({
    status: 502,
    detail: 'The payment provider did not answer',
  });
});
