import {
  applyAsPartner,
  getAdminPartnerApplications,
  getMyPartnerApplication,
  reviewPartnerApplication,
} from './partners';
import { apiErrorReply, type FetchMock, installFetchMock } from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock();
});

it('applies with the stored token and rejects with the server detail on a duplicate', async () => {
  localStorage.setItem('authToken', 'tok');
  mock.on('POST /api/partner/apply', apiErrorReply(409, 'CONFLICT', 'A partner application already exists'));
  const body = { company_name: 'Refurb Co', contact_name: 'Dana', email: 'dana@refurb.example' };
  await expect(applyAsPartner(body)).rejects.toMatchObject({
    status: 409,
    detail: 'A partner application already exists',
  });
  expect(mock.calls[0].headers.authorization).toBe('Bearer tok');
  expect(mock.calls[0].body).toEqual(body);
});

it('reads the own application and reports a missing one as 404', async () => {
  mock.on('GET /api/partner/application', { body: { id: 'a1', status: 'pending' } });
  await expect(getMyPartnerApplication()).resolves.toEqual({ id: 'a1', status: 'pending' });
  mock.on('GET /api/partner/application', apiErrorReply(404, 'NOT_FOUND', 'none'));
  await expect(getMyPartnerApplication()).rejects.toMatchObject({ status: 404 });
});

it('pages and filters the admin list, leaving out empty parameters, and reviews by encoded id', async () => {
  mock.on('GET /api/admin/partner-applications', {
    body: { items: [], total: 0, page: 2, page_size: 20, total_pages: 1 },
  });
  await getAdminPartnerApplications({ status: 'pending', page: 2, search: '' });
  expect(mock.calls[0].query.get('status')).toBe('pending');
  expect(mock.calls[0].query.get('page')).toBe('2');
  expect(mock.calls[0].query.has('search')).toBe(false);

  mock.on('PUT /api/admin/partner-applications/a%2F1', (req) => ({
    body: { id: 'a/1', ...(req.body as object) },
  }));
  await expect(
    reviewPartnerApplication('a/1', { status: 'rejected', reviewer_notes: 'No website' }),
  ).resolves.toEqual({
    id: 'a/1',
    status: 'rejected',
    reviewer_notes: 'No website',
  });
});
