import type { PersonDetails, TradeConditionName, TradeStatusName } from '@phonehub/contracts';

// Trade-in demo data: current models with trade-in offers as a refurbisher would make them in 2026
// (whole dollars per condition for the smallest storage; base_price is the launch price). Pure data.

export interface DemoTradeDevice {
  brand: string;
  model: string;
  storage: string[];
  /** excellent, very_good, good, fair (dollars). */
  prices: [number, number, number, number];
  basePrice: number;
}

const d = (
  brand: string,
  model: string,
  storage: string[],
  prices: [number, number, number, number],
  basePrice: number,
): DemoTradeDevice => ({ brand, model, storage, prices, basePrice });

const PHONE = ['128GB', '256GB', '512GB'];
const PRO = ['128GB', '256GB', '512GB', '1TB'];
const MAX = ['256GB', '512GB', '1TB'];

export const DEMO_TRADE_DEVICES: readonly DemoTradeDevice[] = [
  d('Apple', 'iPhone 16 Pro Max', MAX, [720, 650, 560, 420], 1199),
  d('Apple', 'iPhone 16 Pro', PRO, [620, 560, 480, 360], 999),
  d('Apple', 'iPhone 16', PHONE, [450, 400, 340, 250], 799),
  d('Apple', 'iPhone 15 Pro Max', MAX, [580, 520, 440, 330], 1199),
  d('Apple', 'iPhone 15 Pro', PRO, [480, 430, 365, 270], 999),
  d('Apple', 'iPhone 15', PHONE, [350, 310, 260, 190], 799),
  d('Apple', 'iPhone 14', PHONE, [260, 230, 190, 135], 699),
  d('Apple', 'iPhone 13', PHONE, [190, 165, 135, 95], 599),
  d('Apple', 'iPad Pro 11-inch (M4)', ['256GB', '512GB', '1TB', '2TB'], [640, 570, 480, 350], 999),
  d('Apple', 'iPad Air 11-inch (M2)', PRO, [380, 340, 285, 210], 599),
  d('Apple', 'MacBook Air 13-inch (M3)', ['256GB', '512GB', '1TB'], [620, 550, 460, 330], 1099),
  d('Apple', 'MacBook Pro 14-inch (M3 Pro)', ['512GB', '1TB', '2TB'], [1150, 1020, 860, 620], 1999),
  d('Apple', 'Apple Watch Series 10', ['64GB'], [190, 165, 135, 95], 399),
  d('Apple', 'Apple Watch Ultra 2', ['64GB'], [360, 320, 270, 195], 799),
  d('Samsung', 'Galaxy S25 Ultra', MAX, [680, 610, 520, 390], 1299),
  d('Samsung', 'Galaxy S24 Ultra', MAX, [520, 465, 395, 290], 1299),
  d('Samsung', 'Galaxy S24', ['128GB', '256GB', '512GB'], [300, 265, 220, 160], 799),
  d('Samsung', 'Galaxy Z Fold6', MAX, [760, 670, 560, 400], 1899),
  d('Samsung', 'Galaxy Z Flip6', ['256GB', '512GB'], [380, 335, 280, 200], 1099),
  d('Samsung', 'Galaxy Tab S9', ['128GB', '256GB'], [300, 265, 220, 160], 799),
  d('Samsung', 'Galaxy Watch7', ['32GB'], [120, 105, 85, 60], 299),
  d('Google', 'Pixel 9 Pro XL', PRO, [520, 460, 390, 285], 1099),
  d('Google', 'Pixel 9 Pro', PRO, [470, 415, 350, 255], 999),
  d('Google', 'Pixel 9', ['128GB', '256GB'], [340, 300, 250, 180], 799),
  d('Google', 'Pixel 8 Pro', PRO, [330, 290, 245, 175], 999),
  d('Google', 'Pixel 8', ['128GB', '256GB'], [230, 200, 165, 120], 699),
  d('Google', 'Pixel Watch 3', ['32GB'], [150, 130, 105, 75], 349),
  d('OnePlus', 'OnePlus 13', ['256GB', '512GB'], [420, 370, 310, 225], 899),
  d('OnePlus', 'OnePlus 12', ['256GB', '512GB'], [300, 265, 220, 160], 799),
  d('Sony', 'Xperia 1 VI', ['256GB', '512GB'], [480, 425, 355, 260], 1399),
  d('Sony', 'PlayStation 5 Pro', ['2TB'], [430, 385, 325, 240], 699),
  d('Sony', 'PlayStation 5 Slim', ['1TB'], [280, 250, 210, 150], 499),
  d('Nintendo', 'Switch 2', ['256GB'], [300, 270, 230, 170], 449),
  d('Nintendo', 'Switch OLED', ['64GB'], [170, 150, 125, 90], 349),
  d('Nintendo', 'Switch Lite', ['32GB'], [80, 70, 58, 40], 199),
];

export interface DemoTrade {
  trackingCode: string;
  /** The demo shopper's trade, or a guest's with these details. */
  owner: 'demo-shopper' | PersonDetails;
  brand: string;
  model: string;
  storage: string;
  color: string;
  condition: TradeConditionName;
  serialNumber: string;
  description: string;
  partnerId: string;
  status: TradeStatusName;
  finalValue: number | null;
  rejectionReason: string | null;
  submittedDaysAgo: number;
  reviewedDaysAgo: number | null;
}

/** Tracking codes are fixed so the demo can point at them; real ones are random. */
export const DEMO_TRADES: readonly DemoTrade[] = [
  {
    trackingCode: 'TR-DEM0000001',
    owner: 'demo-shopper',
    brand: 'Apple',
    model: 'iPhone 15 Pro',
    storage: '256GB',
    color: 'Natural Titanium',
    condition: 'very_good',
    serialNumber: 'F2LXK9QWJ8PD',
    description: 'Faint scratches on the frame, screen flawless, battery health 91%.',
    partnerId: 'phonehub-direct',
    status: 'approved',
    finalValue: 465,
    rejectionReason: null,
    submittedDaysAgo: 4,
    reviewedDaysAgo: 2,
  },
  {
    trackingCode: 'TR-DEM0000002',
    owner: {
      firstName: 'Taylor',
      lastName: 'Brooks',
      email: 'taylor.brooks@example.com',
      phone: '(312) 555-0119',
      street: '18 W Lake Street',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
    },
    brand: 'Samsung',
    model: 'Galaxy S24',
    storage: '128GB',
    color: 'Onyx Black',
    condition: 'good',
    serialNumber: 'R5CW30ABC7D',
    description: 'Light scuffs on the corners, works perfectly.',
    partnerId: 'swiftbuy',
    status: 'pending_review',
    finalValue: null,
    rejectionReason: null,
    submittedDaysAgo: 1,
    reviewedDaysAgo: null,
  },
  {
    trackingCode: 'TR-DEM0000003',
    owner: 'demo-shopper',
    brand: 'Google',
    model: 'Pixel 8',
    storage: '128GB',
    color: 'Hazel',
    condition: 'fair',
    serialNumber: '38141FDJH00RVK',
    description: 'Visible wear on the back glass.',
    partnerId: 'greencycle',
    status: 'rejected',
    finalValue: null,
    rejectionReason:
      'The back glass is cracked, which the photos did not show. Devices with cracked glass cannot be accepted.',
    submittedDaysAgo: 9,
    reviewedDaysAgo: 7,
  },
];
