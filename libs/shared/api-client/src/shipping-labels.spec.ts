import { buyAdminLabel, buySellerLabel, getAdminLabelRates, getSellerLabelRates } from './shipping-labels';
import {
  apiErrorReply,
  type FetchMock,
  fakeParcelTracking,
  fakeShippingQuote,
  installFetchMock,
} from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock('tok');
});

it("reads the rates for the seller's parcel by encoded order id and buys one as its label", async () => {
  const quote = fakeShippingQuote();
  mock.on('GET /api/seller/orders/o%2F1/label-rates', { body: quote });
  await expect(getSellerLabelRates('o/1')).resolves.toEqual(quote);
  expect(mock.calls[0].headers.authorization).toBe('Bearer tok');

  const tracking = fakeParcelTracking({ status: 'label_created' });
  mock.on('POST /api/seller/orders/o1/label', (req) => ({
    body: { id: 'o1', parcel_tracking: tracking, sent: req.body },
  }));
  await expect(buySellerLabel('o1', { quote_id: 'shp_quote_1', rate_id: 'rate_ground' })).resolves.toEqual({
    id: 'o1',
    parcel_tracking: tracking,
    sent: { quote_id: 'shp_quote_1', rate_id: 'rate_ground' },
  });
});

it("reads the rates for PhoneHub's parcel and buys its label (admin), rejecting with the API's reason", async () => {
  mock.on('GET /api/admin/orders/o1/label-rates', { body: fakeShippingQuote({ quote_id: 'shp_2' }) });
  await expect(getAdminLabelRates('o1')).resolves.toMatchObject({ quote_id: 'shp_2' });
  mock.on(
    'POST /api/admin/orders/o1/label',
    apiErrorReply(409, 'LABEL_EXISTS', 'This parcel has a label already'),
  );
  await expect(buyAdminLabel('o1', { quote_id: 'shp_2', rate_id: 'rate_ups' })).rejects.toMatchObject({
    status: 409,
    detail: 'This parcel has a label already',
  });
  expect(mock.callsTo('POST /api/admin/orders/o1/label')[0].body).toEqual({
    quote_id: 'shp_2',
    rate_id: 'rate_ups',
  });
});
