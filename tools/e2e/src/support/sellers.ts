import type { AdminPartnerApplication, AuthResponse, Paged, SellerProduct } from '@phonehub/contracts';
import type { APIRequestContext } from '@playwright/test';
import { adminToken, api, bearer, okJson, uniqueEmail } from './api';
import { E2E_ORIGINS } from './env';
import { verificationLink } from './mail';
import { expect } from './test';

export interface E2eSeller {
  email: string;
  password: string;
  token: string;
  company: string;
}

/**
 * A new marketplace seller made through the API: registered, its address verified by the mailed
 * link (issue 34: applying needs it), its partner application sent and approved by the admin.
 */
export async function approvedSeller(
  request: APIRequestContext,
  who: { tag: string; firstName: string; lastName: string; company: string; password: string },
): Promise<E2eSeller> {
  const email = uniqueEmail(who.tag);
  const account = await okJson<AuthResponse>(
    await request.post(api('/api/auth/register'), {
      data: {
        email,
        password: who.password,
        first_name: who.firstName,
        last_name: who.lastName,
        phone: '+1 (555) 010-3636',
      },
    }),
    'register',
  );
  const token = account.access_token;
  const link = new URL(await verificationLink(email), E2E_ORIGINS.storefront);
  await okJson(
    await request.post(api('/api/auth/verify-email'), {
      headers: bearer(token),
      data: { token: link.searchParams.get('token') },
    }),
    'verify email',
  );
  await okJson(
    await request.post(api('/api/partner/apply'), {
      headers: bearer(token),
      data: { company_name: who.company, contact_name: `${who.firstName} ${who.lastName}`, email },
    }),
    'partner application',
  );
  const admin = await adminToken(request);
  const applications = await okJson<Paged<AdminPartnerApplication>>(
    await request.get(api(`/api/admin/partner-applications?search=${encodeURIComponent(email)}`), {
      headers: bearer(admin),
    }),
    'applications',
  );
  const application = applications.items.find((a) => a.user_email === email || a.email === email);
  expect(application, 'the seller’s application').toBeDefined();
  await okJson(
    await request.put(api(`/api/admin/partner-applications/${application!.id}`), {
      headers: bearer(admin),
      data: { status: 'approved' },
    }),
    'approval',
  );
  return { email, password: who.password, token, company: who.company };
}

/** Puts the seller's street address on its profile: where its parcels' labels are sent from. */
export async function setSellerAddress(request: APIRequestContext, seller: E2eSeller): Promise<void> {
  await okJson(
    await request.put(api('/api/auth/profile'), {
      headers: bearer(seller.token),
      data: {
        address: {
          street: '20 Fulton St',
          city: 'New York',
          state: 'NY',
          zipCode: '10038',
          country: 'United States',
        },
      },
    }),
    'seller address',
  );
}

/** Lists a phone of the seller's, in stock, in the marketplace. */
export async function sellerPhone(
  request: APIRequestContext,
  seller: E2eSeller,
  name: string,
): Promise<SellerProduct> {
  return okJson<SellerProduct>(
    await request.post(api('/api/seller/products'), {
      headers: bearer(seller.token),
      data: { name, brand: 'Google', model: 'Pixel 8', price: 389, stock_quantity: 3 },
    }),
    'seller product',
  );
}
