import { fakeProduct } from '@phonehub/api-client';
import type {
  PayoutAccountStatus,
  SellerEarnings,
  SellerLedgerLine,
  SellerOrder,
  SellerPayout,
  SellerProduct,
  SellerStats,
} from '@phonehub/contracts';

export function fakeSellerProduct(overrides: Partial<SellerProduct> = {}): SellerProduct {
  return {
    ...fakeProduct({
      id: 'sp-1',
      seller_id: 'seller-1',
      seller: { id: 'seller-1', company_name: 'Refurb Co' },
    }),
    terms: {
      warranty_months: 6,
      return_policy_days: 45,
      shipping_cost: 4.99,
      free_shipping: false,
      estimated_delivery_days: 5,
      tags: ['unlocked', 'boxed'],
    },
    status: 'active',
    units_sold: 3,
    ...overrides,
  };
}

export function fakeSellerStats(overrides: Partial<SellerStats> = {}): SellerStats {
  return {
    product_count: 4,
    units_sold: 12,
    revenue_cents: 654_321,
    fees_cents: 26_173,
    shipping_cents: 4_990,
    paid_out_cents: 300_000,
    pending_balance_cents: 120_050,
    available_balance_cents: 208_098,
    average_rating: 4.6,
    review_count: 7,
    ...overrides,
  };
}

export function fakeSellerOrder(overrides: Partial<SellerOrder> = {}): SellerOrder {
  return {
    id: 'a1b2c3d4e5f6a7b8c9d0e1f2',
    created_at: '2026-01-02T10:00:00.000Z',
    status: 'processing',
    customer_name: 'Ada Lovelace',
    shipping_address: {
      name: 'Ada Lovelace',
      address_line_1: '12 Engine Row',
      address_line_2: null,
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'United States',
    },
    shipping_method: 'standard',
    lines: [
      {
        id: 'line-1',
        product_id: 'sp-1',
        product_name: 'Pixel 8 128GB',
        quantity: 2,
        price: 400,
        fee_cents: 3200,
        payout_cents: 76_800,
        tracking_number: null,
        shipped_at: null,
      },
    ],
    total_cents: 80_499,
    fee_cents: 3_220,
    payout_cents: 77_279,
    shipping_cents: 499,
    parcel_tracking: null,
    ...overrides,
  };
}

/** A transfer of one order's available earnings, sent. */
export function fakePayout(overrides: Partial<SellerPayout> = {}): SellerPayout {
  return {
    id: 'payout-1',
    amount_cents: 150_000,
    reference: 'Transfer for order PH-7K2M9Q',
    status: 'paid',
    order_id: 'a1b2c3d4e5f6a7b8c9d0e1f2',
    order_number: 'PH-7K2M9Q',
    provider_transfer_id: 'tr_1Abc',
    reversed_cents: 0,
    failure: null,
    created_at: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A payout account that has not been set up yet. */
export const NO_PAYOUT_ACCOUNT: PayoutAccountStatus = {
  state: 'not_started',
  requirements_due: [],
  updated_at: null,
};

/** A payout account the provider pays out to. */
export const ENABLED_PAYOUT_ACCOUNT: PayoutAccountStatus = {
  state: 'enabled',
  requirements_due: [],
  updated_at: '2026-02-01T08:00:00.000Z',
};

/** The seller's ledger summed up: no debt, no payout account yet. */
export function fakeEarnings(overrides: Partial<SellerEarnings> = {}): SellerEarnings {
  return {
    pending_cents: 120_050,
    available_cents: 208_098,
    held_cents: 0,
    transferred_cents: 300_000,
    reversed_cents: 4_000,
    debt_cents: 0,
    hold_days: 30,
    payout_account: NO_PAYOUT_ACCOUNT,
    ...overrides,
  };
}

/** A paid sale's earnings, payable from March 3. */
export function fakeLedgerLine(overrides: Partial<SellerLedgerLine> = {}): SellerLedgerLine {
  return {
    id: 'ledger-1',
    kind: 'earning',
    amount_cents: 38_400,
    order_id: 'a1b2c3d4e5f6a7b8c9d0e1f2',
    order_number: 'PH-7K2M9Q',
    available_at: '2026-03-03T10:00:00.000Z',
    created_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}
