import type { AdminPartnerApplication, AdminSeller } from '@phonehub/contracts';

/** A pending application as GET /api/admin/partner-applications lists it, for tests: Ada's repair shop. */
export function fakePartnerApplication(
  overrides: Partial<AdminPartnerApplication> = {},
): AdminPartnerApplication {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    status: 'pending',
    application_date: '2026-02-20T09:00:00.000Z',
    reviewed_at: null,
    reviewer_notes: null,
    company_name: 'Fix-It Phones',
    contact_name: 'Ada Lovelace',
    email: 'sales@fixit.example.com',
    phone: '(555) 123-4567',
    business_type: 'repair',
    website: 'https://fixit.example.com',
    description: 'We refurbish iPhones in our own workshop.',
    experience: '2-5',
    monthly_volume: '11-50',
    user_id: 'u1',
    user_first_name: 'Ada',
    user_last_name: 'Lovelace',
    user_email: 'ada@example.com',
    user_created_at: '2025-03-14T12:00:00.000Z',
    ...overrides,
  };
}

/** A seller as GET /api/admin/sellers lists it, for tests: Fix-It Phones with money to pay out. */
export function fakeAdminSeller(overrides: Partial<AdminSeller> = {}): AdminSeller {
  return {
    id: 's0000000-0000-4000-8000-000000000001',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    company_name: 'Fix-It Phones',
    contact_name: 'Ada Lovelace',
    is_suspended: false,
    created_at: '2026-02-21T10:00:00.000Z',
    products: 3,
    available_balance_cents: 123456,
    pending_balance_cents: 9600,
    ...overrides,
  };
}
