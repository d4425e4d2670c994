import type { AdminOrder, SellerProduct } from '@phonehub/contracts';
import type { Account } from './fixtures';
import type { Answer, Client } from './http';

// A seller's own listing and its order's way to the shopper, through the API, for the specs that
// follow a marketplace sale past its delivery (transfers, disputes, the audit log).

/** `stock` units of a $100 Galaxy S22 named `name`, listed by the seller with $10 shipping; returns its id. */
export async function listGalaxyS22(
  api: Client,
  seller: Account,
  name: string,
  stock: number,
): Promise<string> {
  const res = await api.post<Answer<SellerProduct>>(
    '/api/seller/products',
    {
      name,
      brand: 'Samsung',
      model: 'Galaxy S22',
      price: 100,
      stock_quantity: stock,
      shipping_cost: 10,
      free_shipping: false,
    },
    { token: seller.access_token },
  );
  expect(res.status).toBe(201);
  return res.body.id;
}

/** The seller ships its part of a paid order with `tracking`, then an admin marks the order delivered. */
export async function shipAndDeliver(
  api: Client,
  orderId: string,
  seller: Account,
  tracking: string,
  adminToken: string,
): Promise<void> {
  const shipped = await api.post(
    `/api/seller/orders/${orderId}/ship`,
    { tracking_number: tracking },
    { token: seller.access_token },
  );
  expect(shipped.status).toBe(200);
  const delivered = await api.put<Answer<AdminOrder>>(
    `/api/orders/${orderId}/status`,
    { status: 'delivered' },
    { token: adminToken },
  );
  expect(delivered.status).toBe(200);
}
