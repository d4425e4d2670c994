import { expectMail } from '../../mail/testing';
import { TradeLabelMailEvent } from '../events/trade-label-mail.event';
import { tradeLabelMail } from './trade-label.mail';

describe('tradeLabelMail', () => {
  const label = 'http://127.0.0.1:4243/usps/labels/shp_123.pdf';
  const page = 'http://localhost:4200/track?id=TR-ABC123XYZ0';
  const event = (reminder: boolean) =>
    new TradeLabelMailEvent(
      'sam@example.com',
      "Sam <O'Neil>",
      'TR-ABC123XYZ0',
      'Apple iPhone 15 Pro',
      label,
      'USPS GroundAdvantage',
      'EZ100000000000000001',
      '2026-02-23T09:30:00.000Z',
      page,
      reminder,
    );

  it('sends the prepaid label with its link, the ship-by date and the trade page', () => {
    expectMail(tradeLabelMail(event(false)), {
      to: 'sam@example.com',
      subject: 'Your prepaid label to send your Apple iPhone 15 Pro',
      text: [
        'Here is your prepaid USPS GroundAdvantage label to send us your Apple iPhone 15 Pro',
        'by February 23, 2026 (parcel tracking EZ100000000000000001)',
        `Your prepaid label (PDF): ${label}`,
        page,
      ],
      notInText: ['has not reached the carrier'],
      html: [`href="${label}"`, 'Print your prepaid label (PDF)', 'Hi Sam &lt;O&#39;Neil&gt;,'],
      notInHtml: ['<O'],
    });
  });

  it('reminds a customer whose parcel was not scanned yet, with the same label and date', () => {
    expectMail(tradeLabelMail(event(true)), {
      subject: 'Reminder: send your Apple iPhone 15 Pro by February 23, 2026',
      text: [
        'has not reached the carrier yet. Please send it by February 23, 2026',
        'the label expires and the trade-in is cancelled',
        label,
      ],
    });
  });
});
