import type { ParcelTracking } from '@phonehub/contracts';
import { render, screen, within } from '@testing-library/react';
import { ParcelTrackingCard } from './parcel-tracking';

const tracking: ParcelTracking = {
  carrier: 'USPS',
  service: 'GroundAdvantage',
  tracking_code: 'EZ100000000000000001',
  status: 'in_transit',
  label_url: 'https://carrier.example/labels/shp_1.pdf',
  expires_at: '2026-03-22T12:00:00.000Z',
  events: [
    {
      status: 'in_transit',
      message: 'Arrived at facility',
      location: 'Louisville, KY, US',
      at: '2026-03-02T15:05:00.000Z',
    },
    { status: 'label_created', message: 'Label created', location: null, at: '2026-03-01T09:00:00.000Z' },
  ],
};

it('shows the status, the carrier and tracking code, and the scans newest first with their places', () => {
  render(<ParcelTrackingCard tracking={tracking} title="Your parcel" />);
  const card = screen.getByRole('region', { name: 'Your parcel' });
  expect(within(card).getByText('In transit')).toBeTruthy();
  expect(card.textContent).toContain('USPS GroundAdvantage · tracking EZ100000000000000001');
  const scans = within(screen.getByRole('list', { name: 'Tracking of EZ100000000000000001' })).getAllByRole(
    'listitem',
  );
  expect(scans.map((li) => li.textContent)).toEqual([
    expect.stringContaining('Arrived at facilityLouisville, KY, US'),
    expect.stringContaining('Label created'),
  ]);
  // The shopper's view of an outbound parcel offers no label.
  expect(within(card).queryByRole('link')).toBeNull();
});

it('offers the label to print, with the date to send it by', () => {
  render(
    <ParcelTrackingCard
      tracking={tracking}
      title="Your prepaid label"
      labelLink="Print your prepaid label (PDF)"
    />,
  );
  const link = screen.getByRole('link', { name: 'Print your prepaid label (PDF)' });
  expect(link.getAttribute('href')).toBe('https://carrier.example/labels/shp_1.pdf');
  expect(link.parentElement?.textContent).toContain('send it by March 22, 2026');
});
