import type {
  Order,
  OrderReturn,
  Paged,
  ParcelTracking,
  Product,
  Review,
  ShippingQuote,
  SupportTicket,
  TrackedTrade,
  TradeRequest,
  User,
} from '@phonehub/contracts';
import { SESSION_STORAGE_KEYS } from '@phonehub/domain';

// A stand-in for `fetch` that answers like the API, for tests of anything that calls it
// ("mock the network at the fetch layer"). It needs no test framework, so every project can use it.

export interface MockRequest {
  method: string;
  /** Path without the query string, e.g. '/api/auth/me'. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON, or the FormData itself for an upload. */
  body: unknown;
}

export type MockReply =
  { status?: number; body?: unknown; headers?: Record<string, string> } | { networkError: true };
export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

export interface FetchMock {
  fetch: typeof fetch;
  /** Every request made so far, in order. */
  calls: MockRequest[];
  /** Adds or replaces the answer for 'METHOD /path'. */
  on(route: string, handler: MockHandler): FetchMock;
  /** Whether 'METHOD /path' has an answer. */
  answers(route: string): boolean;
  callsTo(route: string): MockRequest[];
}

function fakeResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const named = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: {
      get: (name: string) =>
        named[name.toLowerCase()] ?? (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([typeof body === 'string' ? body : text]),
  } as unknown as Response;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const h = init?.headers;
  if (!h) return out;
  const entries = Array.isArray(h)
    ? h
    : typeof (h as Headers).forEach === 'function'
      ? [...(h as Headers)]
      : Object.entries(h);
  for (const [k, v] of entries) out[k.toLowerCase()] = v;
  return out;
}

/** Routes are keyed 'METHOD /path'; an unknown route answers 404 with the API's error shape. */
export function createFetchMock(routes: Record<string, MockHandler> = {}): FetchMock {
  const table = new Map(Object.entries(routes));
  const calls: MockRequest[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'object' && 'url' in input ? input.url : String(input);
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body;
    const request: MockRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: headersOf(init),
      body:
        typeof rawBody === 'string' && rawBody
          ? JSON.parse(rawBody)
          : typeof FormData !== 'undefined' && rawBody instanceof FormData
            ? rawBody
            : undefined,
    };
    calls.push(request);
    const handler = table.get(`${method} ${url.pathname}`);
    const reply: MockReply = !handler
      ? {
          status: 404,
          body: {
            statusCode: 404,
            code: 'NOT_FOUND',
            message: 'Not Found',
            detail: `No mock for ${method} ${url.pathname}`,
          },
        }
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    return fakeResponse(reply.status ?? 200, reply.body, reply.headers);
  };

  const mock: FetchMock = {
    fetch: fetchImpl as typeof fetch,
    calls,
    on(route, handler) {
      table.set(route, handler);
      return mock;
    },
    answers: (route) => table.has(route),
    callsTo(route) {
      const [method, path] = route.split(' ');
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
  return mock;
}

/** For a spec's beforeEach: empty storage (but `token`, when given), and a fresh mock in place of fetch. */
export function installFetchMock(token?: string): FetchMock {
  localStorage.clear();
  if (token) localStorage.setItem(SESSION_STORAGE_KEYS.authToken, token);
  const mock = createFetchMock();
  globalThis.fetch = mock.fetch;
  return mock;
}

/** The API's error body, for mocks. */
export function apiErrorReply(status: number, code: string, detail: string): MockReply {
  return { status, body: { statusCode: status, code, message: code, detail } };
}

/** A user as the API returns it, for tests. */
export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '(555) 123-4567',
    address: null,
    role: 'customer',
    is_seller: false,
    is_suspended: false,
    seller_suspended: false,
    email_verified: true,
    pending_email: null,
    created_at: '2025-03-14T12:00:00.000Z',
    ...overrides,
  };
}

/** Stores a signed-in session the way the session lib does, and answers GET /api/auth/me with that user. */
export function storeSignedIn(mock: FetchMock, user: User, token = 'test-token'): void {
  localStorage.setItem(SESSION_STORAGE_KEYS.currentUser, JSON.stringify(user));
  localStorage.setItem(SESSION_STORAGE_KEYS.authToken, token);
  if (user.role === 'admin') localStorage.setItem(SESSION_STORAGE_KEYS.adminAuth, 'true');
  mock.on('GET /api/auth/me', (req) =>
    req.headers.authorization === `Bearer ${token}`
      ? { body: user }
      : {
          status: 401,
          body: {
            statusCode: 401,
            code: 'UNAUTHORIZED',
            message: 'Unauthorized',
            detail: 'Please sign in to continue.',
          },
        },
  );
  // The account page lists the sign-ins; unless a test says otherwise, this one is the only one.
  if (!mock.answers('GET /api/auth/sessions')) {
    mock.on('GET /api/auth/sessions', {
      body: [
        {
          id: 'this-session',
          device: 'Chrome on Windows',
          user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0',
          ip_area: '203.0.113.0/24',
          created_at: '2026-01-01T10:00:00.000Z',
          last_seen_at: '2026-01-01T10:00:00.000Z',
          current: true,
        },
      ],
    });
  }
}

/** A fresh fetch mock with a customer (fakeUser with `overrides`) stored as signed in. */
export function signedInFetchMock(overrides: Partial<User> = {}): FetchMock {
  const mock = createFetchMock();
  storeSignedIn(mock, fakeUser(overrides));
  return mock;
}

/** A product as the API returns it, for tests: an in-stock, discounted phone with no reviews. */
export function fakeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 'prod-1';
  const images = overrides.images ?? [
    `/api/media/products/${id}/front.svg`,
    `/api/media/products/${id}/back.svg`,
  ];
  const price = overrides.price ?? 549;
  const original = overrides.original_price === undefined ? 799 : overrides.original_price;
  const stock = overrides.stock_quantity ?? overrides.stock ?? 7;
  return {
    id,
    name: 'Apple iPhone 14 Pro 128GB Space Black',
    brand: 'Apple',
    model: 'iPhone 14 Pro',
    price,
    original_price: original,
    discount_percentage: original && original > price ? Math.round(100 * (1 - price / original)) : null,
    condition: 'Excellent',
    condition_description: "Like new: no marks visible at arm's length, screen flawless",
    storage: '128GB',
    color: 'Space Black',
    category: 'smartphones',
    category_label: 'Smartphone',
    subcategory: 'iPhone',
    description: 'A 6.1-inch ProMotion display and the A16 Bionic chip.',
    images,
    image_url: images[0] ?? null,
    specifications: { Display: '6.1-inch Super Retina XDR', Chip: 'A16 Bionic' },
    stock_quantity: stock,
    stock,
    in_stock: stock > 0,
    battery_health: 91,
    rating: null,
    review_count: 0,
    views: 0,
    seller_id: overrides.seller?.id ?? null,
    seller: null,
    terms: null,
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A customer review as the API returns it, for tests. */
export function fakeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'review-1',
    product_id: 'prod-1',
    rating: 5,
    title: 'Like new',
    content: 'Arrived in two days, not a scratch on it.',
    username: 'Jamie R.',
    verified_purchase: false,
    is_staff: false,
    created_at: '2026-01-05T09:30:00.000Z',
    ...overrides,
    type: overrides.type ?? (overrides.is_staff ? 'staff' : 'customer'),
  };
}

/** A trade request as the API returns it to its owner or an admin, for tests: pending review, two photos. */
export function fakeTradeRequest(overrides: Partial<TradeRequest> = {}): TradeRequest {
  return {
    id: 'trade-1',
    tracking_code: 'TR-7K2M9Q4XPD',
    userId: 'user-1',
    isGuest: false,
    status: 'pending_review',
    submittedAt: '2026-01-05T10:00:00.000Z',
    reviewedAt: null,
    brand: 'Apple',
    model: 'iPhone 13',
    storage: '128GB',
    color: 'Midnight',
    condition: 'very_good',
    serialNumber: 'F2LXK9Q1AB',
    imei: null,
    description: 'Small scratch on the back',
    images: ['/api/media/trades/a1.jpg', '/api/media/trades/a2.jpg'],
    tradePartnerId: 'partner-1',
    tradePartner: 'GreenCycle',
    estimatedValue: 450,
    finalValue: null,
    rejectionReason: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(555) 123-4567',
    street: '12 Engine Row',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    country: 'USA',
    quoteValidUntil: null,
    inspection: null,
    counteroffer: null,
    payout: null,
    payoutChoosable: false,
    timeline: [],
    shipping_label: null,
    label_lapsed_at: null,
    ...overrides,
  };
}

/** The public tracking answer for the same trade. */
export function fakeTrackedTrade(overrides: Partial<TrackedTrade> = {}): TrackedTrade {
  return {
    tracking_code: 'TR-7K2M9Q4XPD',
    brand: 'Apple',
    model: 'iPhone 13',
    status: 'pending_review',
    image: '/api/media/trades/a1.jpg',
    condition: 'very_good',
    estimatedValue: 450,
    finalValue: null,
    submittedAt: '2026-01-05T10:00:00.000Z',
    reviewedAt: null,
    tradePartner: 'GreenCycle',
    counterofferValue: null,
    payoutChoosable: false,
    creditClaimPending: false,
    bank_payout: null,
    shipping_label: null,
    label_lapsed_at: null,
    ...overrides,
  };
}

/** One page of an admin list as the API answers it, for tests: every row on page 1 unless told. */
export function pagedFixture<T>(items: T[], overrides: Partial<Paged<T>> = {}): Paged<T> {
  const page_size = overrides.page_size ?? 20;
  const total = overrides.total ?? items.length;
  return {
    items,
    total,
    page: 1,
    page_size,
    total_pages: Math.max(1, Math.ceil(total / page_size)),
    ...overrides,
  };
}

/** An order as GET /api/orders returns it to its owner, for tests: two lines, paid, processing, nothing refunded, no return. */
export function fakeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '6650a1b2c3d4e5f6a7b8c9d0',
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    status: 'processing',
    payment_status: 'paid',
    email: 'ada@example.com',
    items: [
      {
        id: 'item-1',
        product_id: 'prod-1',
        product_name: 'Apple iPhone 14 Pro 128GB',
        name: 'Apple iPhone 14 Pro 128GB',
        brand: 'Apple',
        model: 'iPhone 14 Pro',
        image: '/img/p1.svg',
        quantity: 2,
        price: 549,
        seller: null,
      },
      {
        id: 'item-2',
        product_id: 'prod-2',
        product_name: 'AirPods Pro',
        name: 'AirPods Pro',
        brand: 'Apple',
        model: 'AirPods Pro',
        image: null,
        quantity: 1,
        price: 120.5,
        seller: null,
      },
    ],
    shipping_address: {
      name: 'Ada Lovelace',
      address_line_1: '12 Engine Row',
      address_line_2: 'Flat 3',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'United States',
    },
    shipping_method: 'standard',
    tracking_number: null,
    notes: null,
    subtotal: 1218.5,
    tax: 97.48,
    shipping_cost: 0,
    total: 1315.98,
    currency: 'usd',
    delivered_at: null,
    amount_refunded: 0,
    return: null,
    shipments: [],
    ...overrides,
  };
}

/** A return of fakeOrder()'s AirPods line (price plus its 8% tax), as the API returns it: just requested. */
export function fakeOrderReturn(overrides: Partial<OrderReturn> = {}): OrderReturn {
  return {
    id: 'return-1',
    order_id: '6650a1b2c3d4e5f6a7b8c9d0',
    status: 'requested',
    reason: 'The left earbud crackles at any volume.',
    note: null,
    items: [{ order_item_id: 'item-2', product_name: 'AirPods Pro', quantity: 1, price: 120.5 }],
    refund_amount: 130.14,
    label: null,
    created_at: '2026-01-12T09:00:00.000Z',
    updated_at: '2026-01-12T09:00:00.000Z',
    ...overrides,
  };
}

/** A parcel's label and tracking as the carrier sandbox reports it, for tests: scanned once, in transit. */
export function fakeParcelTracking(overrides: Partial<ParcelTracking> = {}): ParcelTracking {
  return {
    carrier: 'USPS',
    service: 'GroundAdvantage',
    tracking_code: 'EZ1000000001',
    status: 'in_transit',
    label_url: 'http://127.0.0.1:4243/labels/shp_1.pdf',
    events: [
      {
        status: 'in_transit',
        message: 'Arrived at USPS Regional Facility',
        location: 'Louisville, KY, US',
        at: '2026-01-04T15:05:00.000Z',
      },
      { status: 'label_created', message: 'Label created', location: null, at: '2026-01-03T09:00:00.000Z' },
    ],
    expires_at: null,
    ...overrides,
  };
}

/** A carrier's quote for one parcel, for tests: the standard method's rate first, then the rest cheapest first. */
export function fakeShippingQuote(overrides: Partial<ShippingQuote> = {}): ShippingQuote {
  return {
    quote_id: 'shp_quote_1',
    rates: [
      { id: 'rate_ground', carrier: 'USPS', service: 'GroundAdvantage', amount_cents: 612, delivery_days: 3 },
      { id: 'rate_ups', carrier: 'UPS', service: 'Ground', amount_cents: 899, delivery_days: 4 },
      { id: 'rate_express', carrier: 'USPS', service: 'Express', amount_cents: 2850, delivery_days: 1 },
    ],
    ...overrides,
  };
}

/** A support ticket as its owner sees it, for tests: a new technical question, waiting on support. */
export function fakeSupportTicket(overrides: Partial<SupportTicket> = {}): SupportTicket {
  return {
    id: 'ticket-1',
    subject: 'Screen flickers',
    message: 'Since the update the screen flickers.',
    category: 'technical',
    status: 'open',
    priority: 'medium',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    admin_response: null,
    admin_responded_at: null,
    order_id: null,
    waiting_on: 'support',
    message_count: 1,
    ...overrides,
  };
}
