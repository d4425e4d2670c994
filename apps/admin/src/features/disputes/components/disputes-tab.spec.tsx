import { apiErrorReply, pagedFixture, type FetchMock } from '@phonehub/api-client';
import type { AdminDisputeDetail, SubmitDisputeEvidenceRequest } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '../../../test/admin-api';
import { FAKE_EVIDENCE, fakeAdminDispute, fakeDisputeDetail } from '../../../test/fake-money';
import { DASHBOARD, openAdmin } from '../../../test/render-admin';
import { bodyCellsOf, tableNamed } from '../../../test/table';
import { bodiesOf, optionTextsOf, queriesAfter } from '../../../test/list-requests';

const OPEN = fakeDisputeDetail();
const WON = fakeAdminDispute({
  id: 'dp-2',
  provider_dispute_id: 'dp_2Sandbox',
  order_number: 'PH-AB12CD',
  customer_email: 'grace@example.com',
  amount_cents: 12_000,
  reason: 'fraudulent',
  status: 'won',
  evidence_due_by: null,
  evidence_submitted_at: '2026-02-10T10:00:00.000Z',
  created_at: '2026-02-01T09:00:00.000Z',
  closed_at: '2026-02-20T09:00:00.000Z',
});
const LIST = 'GET /api/admin/disputes';
const DETAIL = `GET /api/admin/disputes/${OPEN.id}`;
const SUBMIT = `POST /api/admin/disputes/${OPEN.id}/evidence`;

const asAdmin = (setup?: (api: FetchMock) => void) =>
  adminApi(
    {
      [LIST]: { body: pagedFixture([fakeAdminDispute(), WON]) },
      [DETAIL]: { body: OPEN },
      [`GET /api/admin/disputes/${WON.id}`]: {
        body: { ...WON, evidence: { ...FAKE_EVIDENCE, shipping_carrier: 'USPS' } },
      },
    },
    setup,
  );

const openDispute = async (user: ReturnType<typeof openAdmin>['user'], order: string) => {
  await user.click(await screen.findByRole('button', { name: `Open the dispute on order ${order}` }));
  return within(await screen.findByRole('dialog', { name: `Dispute on order ${order}` }));
};

it('lists the disputes with order, customer, amount, reason, status and dates, filtered by status', async () => {
  const api = asAdmin();
  const { user, location } = openAdmin(`${DASHBOARD}/disputes`, api);
  expect(await bodyCellsOf(tableNamed('Disputes'))).toEqual([
    [
      'PH-7K2M9Q',
      'ada@example.com',
      '$549.00',
      'Product not received',
      'Needs response',
      'Mar 20, 2026',
      'Mar 5, 2026',
      'Open',
    ],
    ['PH-AB12CD', 'grace@example.com', '$120.00', 'Fraudulent', 'Won', '—', 'Feb 1, 2026', 'Open'],
  ]);
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(optionTextsOf(status)).toEqual(['All Status', 'Needs response', 'Under review', 'Won', 'Lost']);
  await user.selectOptions(status, 'Needs response');
  expect(await queriesAfter(api, LIST, 2)).toEqual(['page=1', 'page=1&status=needs_response']);
  expect(location()).toBe(`${DASHBOARD}/disputes?status=needs_response`);
});

it('opens the dispute the address names (the admin mail links there), and forgets it on close', async () => {
  const { user, location } = openAdmin(`${DASHBOARD}/disputes?dispute=${OPEN.id}`, asAdmin());
  const dialog = await screen.findByRole('dialog', { name: `Dispute on order ${OPEN.order_number}` });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(location()).toBe(`${DASHBOARD}/disputes`);
});

it('opens a dispute with its facts and the prefilled evidence, and submits it after confirming', async () => {
  let submitted: AdminDisputeDetail | null = null;
  const api = asAdmin((mock) => {
    mock.on(DETAIL, () => ({ body: submitted ?? OPEN }));
    mock.on(SUBMIT, (req) => {
      submitted = {
        ...OPEN,
        status: 'under_review',
        evidence_submitted_at: '2026-03-06T10:00:00.000Z',
        evidence: { ...FAKE_EVIDENCE, ...(req.body as SubmitDisputeEvidenceRequest) },
      };
      return { body: submitted };
    });
  });
  const { user } = openAdmin(`${DASHBOARD}/disputes`, api);
  const dialog = await openDispute(user, 'PH-7K2M9Q');

  const facts = within(dialog.getByRole('region', { name: 'Dispute' }));
  expect(facts.getByText('Needs response')).toBeInTheDocument();
  expect(facts.getByText('Product not received')).toBeInTheDocument();
  expect(facts.getByText('March 20, 2026')).toBeInTheDocument();
  expect(facts.getByText('dp_1Sandbox')).toBeInTheDocument();

  const evidence = within(await dialog.findByRole('form', { name: 'Evidence' }));
  expect(evidence.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Ada Lovelace');
  expect(evidence.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('1Z999AA10123456784');
  expect(evidence.getByRole('textbox', { name: 'Product description' })).toHaveValue(
    'Apple iPhone 14 Pro 128GB, Excellent, IMEI 356998877665542',
  );
  expect(evidence.getAllByRole('textbox')).toHaveLength(11);
  const note = evidence.getByRole('textbox', { name: 'Other information' });
  await user.clear(note);
  await user.type(note, 'Signed for at the door.');

  await user.click(evidence.getByRole('button', { name: 'Submit evidence' }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Submit this evidence?' }));
  expect(api.callsTo(SUBMIT)).toHaveLength(0);
  await user.click(confirm.getByRole('button', { name: 'Submit evidence' }));

  const after = within(screen.getByRole('dialog', { name: 'Dispute on order PH-7K2M9Q' }));
  expect(await after.findByText('The dispute is now under review.')).toBeInTheDocument();
  expect(after.getByText('Evidence submitted', { selector: '.ph-alert__title' })).toBeInTheDocument();
  expect(bodiesOf(api, SUBMIT)).toEqual([
    { ...FAKE_EVIDENCE, uncategorized_text: 'Signed for at the door.' },
  ]);
  await waitFor(() =>
    expect(after.getByRole('textbox', { name: 'Customer name' })).toHaveAttribute('readonly'),
  );
  expect(after.getByText('Under review')).toBeInTheDocument();
  expect(after.queryByRole('button', { name: 'Submit evidence' })).not.toBeInTheDocument();
  expect(after.getByText(/Submitted on March 6, 2026; it can no longer change/)).toBeInTheDocument();
});

it('shows a closed dispute and what was sent, read-only', async () => {
  const { user } = openAdmin(`${DASHBOARD}/disputes`, asAdmin());
  const dialog = await openDispute(user, 'PH-AB12CD');
  const evidence = within(await dialog.findByRole('form', { name: 'Evidence' }));
  expect(evidence.getByRole('textbox', { name: 'Shipping carrier' })).toHaveValue('USPS');
  for (const box of evidence.getAllByRole('textbox')) expect(box).toHaveAttribute('readonly');
  expect(evidence.queryByRole('button', { name: 'Submit evidence' })).not.toBeInTheDocument();
  expect(dialog.getByText('Won')).toBeInTheDocument();
});

it("keeps the confirmation open with the API's reason when the evidence is refused", async () => {
  const api = asAdmin((mock) =>
    mock.on(
      SUBMIT,
      apiErrorReply(409, 'DISPUTE_CLOSED', 'This dispute is closed; its evidence can no longer change.'),
    ),
  );
  const { user } = openAdmin(`${DASHBOARD}/disputes`, api);
  const dialog = await openDispute(user, 'PH-7K2M9Q');
  await user.click(await dialog.findByRole('button', { name: 'Submit evidence' }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Submit this evidence?' }));
  await user.click(confirm.getByRole('button', { name: 'Submit evidence' }));
  expect(
    await confirm.findByText('This dispute is closed; its evidence can no longer change.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Failed to submit the evidence')).toBeInTheDocument();
  expect(api.callsTo(SUBMIT)).toHaveLength(1);
});
