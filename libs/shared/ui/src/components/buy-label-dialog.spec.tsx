import type { BuyLabelRequest, ShippingQuote } from '@phonehub/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuyLabelDialog } from './buy-label-dialog';

const QUOTE: ShippingQuote = {
  quote_id: 'shp_1',
  rates: [
    { id: 'rate_express', carrier: 'UPS', service: 'NextDayAir', amount_cents: 2450, delivery_days: 1 },
    { id: 'rate_ground', carrier: 'USPS', service: 'GroundAdvantage', amount_cents: 585, delivery_days: 3 },
    { id: 'rate_slow', carrier: 'USPS', service: 'ParcelSelect', amount_cents: 410, delivery_days: null },
  ],
};

interface Props {
  load: () => Promise<ShippingQuote>;
  onBuy?: (rate: BuyLabelRequest) => unknown;
  buying?: { isError: boolean; error: unknown };
  onClose?: () => void;
}

function Harness({
  load,
  onBuy = () => undefined,
  buying = { isError: false, error: null },
  onClose = () => undefined,
}: Props) {
  const rates = useQuery({ queryKey: ['label-rates'], queryFn: load, retry: false });
  return (
    <BuyLabelDialog
      rates={rates}
      shippingMethod="express"
      parcel="Order #AA11BB22 for Dana Buyer"
      legend="Rates for your parcel"
      noRates="Ship it yourself."
      onBuy={onBuy}
      buying={buying}
      onClose={onClose}
    />
  );
}

const renderDialog = (props: Props) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  );

it("lists the carrier's rates, the shipping method's first marked and chosen, and buys the one picked", async () => {
  const onBuy = jest.fn().mockResolvedValue(undefined);
  const onClose = jest.fn();
  renderDialog({ load: async () => QUOTE, onBuy, onClose });
  const dialog = within(await screen.findByRole('dialog', { name: 'Buy a shipping label' }));
  expect(dialog.getByText('Order #AA11BB22 for Dana Buyer, Express shipping')).toBeInTheDocument();
  const group = within(await dialog.findByRole('group', { name: 'Rates for your parcel' }));
  const radios = group.getAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual([
    'UPS NextDayAirExpress shipping1 day$24.50',
    'USPS GroundAdvantage3 days$5.85',
    'USPS ParcelSelectdelivery time not given$4.10',
  ]);
  expect(radios[0]).toBeChecked();

  const user = userEvent.setup();
  await user.click(radios[1]);
  expect(radios[1]).toBeChecked();
  await user.click(dialog.getByRole('button', { name: 'Buy label' }));
  expect(onBuy).toHaveBeenCalledWith({ quote_id: 'shp_1', rate_id: 'rate_ground' });
  // Bought: the dialog closes.
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('stays open when the purchase asks so (the app shows what was bought next)', async () => {
  const onBuy = jest.fn().mockResolvedValue(false);
  const onClose = jest.fn();
  renderDialog({ load: async () => QUOTE, onBuy, onClose });
  const dialog = within(await screen.findByRole('dialog', { name: 'Buy a shipping label' }));
  await dialog.findAllByRole('radio');
  await userEvent.click(dialog.getByRole('button', { name: 'Buy label' }));
  expect(onBuy).toHaveBeenCalledWith({ quote_id: 'shp_1', rate_id: 'rate_express' });
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Buy a shipping label' })).toBeInTheDocument();
});

it("says why the last purchase failed, in the API's words", async () => {
  renderDialog({
    load: async () => QUOTE,
    buying: { isError: true, error: { detail: 'This parcel has a label already' } },
  });
  const dialog = within(await screen.findByRole('dialog', { name: 'Buy a shipping label' }));
  expect(dialog.getByText('The label was not bought')).toBeInTheDocument();
  expect(dialog.getByText('This parcel has a label already')).toBeInTheDocument();
});

it('says what to do when the carrier offers no rate, and buys nothing', async () => {
  const onBuy = jest.fn();
  renderDialog({ load: async () => ({ quote_id: 'shp_2', rates: [] }), onBuy });
  const dialog = within(await screen.findByRole('dialog', { name: 'Buy a shipping label' }));
  expect(await dialog.findByText('Ship it yourself.')).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Buy label' }));
  expect(onBuy).not.toHaveBeenCalled();
});

it("says why the rates could not be loaded, with the API's reason", async () => {
  renderDialog({ load: () => Promise.reject({ detail: 'Add your street address to your profile first' }) });
  expect(await screen.findByText('The rates could not be loaded')).toBeInTheDocument();
  expect(screen.getByText('Add your street address to your profile first')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});
