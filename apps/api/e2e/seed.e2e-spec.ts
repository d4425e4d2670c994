import type { AuthResponse } from '@phonehub/contracts';
import { client } from './support/http';
import { startTestApp } from './support/test-app';

const demoRows = `SELECT email, first_name, last_name, is_seller, address FROM users WHERE email LIKE '%@phonehub.test' ORDER BY email`;

describe('demo data', () => {
  it('is not seeded when SEED_DEMO_DATA is false', async () => {
    const t = await startTestApp({ SEED_DEMO_DATA: 'false' });
    try {
      expect(await t.db.query(demoRows)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('seeds the shopper and the seller once, however often the app starts', async () => {
    const first = await startTestApp({ SEED_DEMO_DATA: 'true' });
    await first.close();
    const second = await startTestApp({ SEED_DEMO_DATA: 'true' });
    try {
      const rows = await second.db.query(demoRows);
      expect(rows).toEqual([
        {
          email: 'seller@phonehub.test',
          first_name: 'Morgan',
          last_name: 'Lee',
          is_seller: true,
          address: null,
        },
        {
          email: 'shopper@phonehub.test',
          first_name: 'Jamie',
          last_name: 'Rivera',
          is_seller: false,
          address: {
            street: '200 Market Street',
            city: 'San Francisco',
            state: 'CA',
            zipCode: '94105',
            country: 'United States',
          },
        },
      ]);

      const api = client(second.baseUrl);
      const shopper = await api.post<AuthResponse>('/api/auth/login', {
        email: 'shopper@phonehub.test',
        password: 'Shopper#2026',
      });
      expect(shopper.status).toBe(200);
      expect(shopper.body.user).toMatchObject({ first_name: 'Jamie', last_name: 'Rivera', is_seller: false });
      const seller = await api.post<AuthResponse>('/api/auth/login', {
        email: 'seller@phonehub.test',
        password: 'Seller#2026',
      });
      expect(seller.status).toBe(200);
      expect(seller.body.user).toMatchObject({ first_name: 'Morgan', last_name: 'Lee', is_seller: true });
    } finally {
      await second.close();
    }
  });
});
