import type { CategorySlug, ProductConditionName } from '@phonehub/contracts';
import { ILLUSTRATION_VIEWS, productImageUrl } from '@phonehub/server-catalogue';

// The demo catalogue: real models, refurbished grades and prices as a refurbisher would list them
// (original_price is the launch price of that configuration). Pure data, so tools/seed can reuse it.

/** Who sells a unit: the house (PhoneHub) or the demo seller account. */
export type DemoSeller = 'house' | 'demo-seller';

export interface DemoUnit {
  storage: string | null;
  color: string;
  condition: ProductConditionName;
  price: number;
  originalPrice: number;
  stock: number;
  /** Percent; only for devices where it is worth stating (phones, tablets, laptops, watches). */
  batteryHealth: number | null;
  seller: DemoSeller;
}

export interface DemoModel {
  brand: string;
  model: string;
  category: CategorySlug;
  subcategory: string;
  description: string;
  specifications: Record<string, string>;
  units: DemoUnit[];
}

export interface DemoProduct extends DemoUnit {
  sku: string;
  name: string;
  brand: string;
  model: string;
  category: CategorySlug;
  subcategory: string;
  description: string;
  conditionDescription: string;
  specifications: Record<string, string>;
  images: string[];
  listedHoursAgo: number;
}

export const CONDITION_DESCRIPTIONS: Record<ProductConditionName, string> = {
  New: 'Unused and in its original packaging, with every accessory',
  Excellent: "Like new: no marks visible at arm's length, screen flawless",
  'Very Good': 'Faint micro-scratches visible only up close; screen flawless',
  Good: 'Light scratches or scuffs on the body; no cracks or dead pixels',
  Fair: 'Visible wear on body and screen; works perfectly',
  Used: 'Clear signs of everyday use; fully tested and working',
};

type UnitRow = [
  storage: string | null,
  color: string,
  condition: ProductConditionName,
  price: number,
  originalPrice: number,
  stock: number,
  batteryHealth: number | null,
  seller?: DemoSeller,
];

const units = (...rows: UnitRow[]): DemoUnit[] =>
  rows.map(([storage, color, condition, price, originalPrice, stock, batteryHealth, seller = 'house']) => ({
    storage,
    color,
    condition,
    price,
    originalPrice,
    stock,
    batteryHealth,
    seller,
  }));

export const DEMO_MODELS: readonly DemoModel[] = [
  // Smartphones
  {
    brand: 'Apple',
    model: 'iPhone 15 Pro',
    category: 'smartphones',
    subcategory: 'iOS',
    description:
      'The iPhone 15 Pro with a titanium frame, the A17 Pro chip and a 48MP main camera with 3x telephoto. USB-C with USB 3 speeds and the customisable Action button. Professionally refurbished, unlocked for all carriers.',
    specifications: {
      Display: '6.1" Super Retina XDR OLED, ProMotion 120Hz',
      Chip: 'A17 Pro',
      Camera: '48MP main, 12MP ultra wide, 12MP 3x telephoto',
      'Front camera': '12MP TrueDepth',
      Connector: 'USB-C (USB 3)',
      Weight: '187 g',
      Released: '2023',
    },
    units: units(
      ['128GB', 'Natural Titanium', 'Excellent', 799, 999, 6, 97],
      ['256GB', 'Blue Titanium', 'Very Good', 829, 1099, 3, 94],
      ['512GB', 'Black Titanium', 'Good', 869, 1299, 1, 91],
    ),
  },
  {
    brand: 'Apple',
    model: 'iPhone 15',
    category: 'smartphones',
    subcategory: 'iOS',
    description:
      'iPhone 15 brings the Dynamic Island, a 48MP main camera and USB-C to the standard iPhone, with a colour-infused glass back. Tested on 32 points and unlocked.',
    specifications: {
      Display: '6.1" Super Retina XDR OLED',
      Chip: 'A16 Bionic',
      Camera: '48MP main, 12MP ultra wide',
      Connector: 'USB-C (USB 2)',
      Weight: '171 g',
      Released: '2023',
    },
    units: units(
      ['128GB', 'Black', 'Excellent', 629, 799, 8, 98],
      ['256GB', 'Pink', 'Good', 599, 899, 0, 90],
    ),
  },
  {
    brand: 'Apple',
    model: 'iPhone 14',
    category: 'smartphones',
    subcategory: 'iOS',
    description:
      'iPhone 14 with the A15 Bionic chip, Crash Detection, Emergency SOS via satellite and an improved 12MP main camera for low light. Fully refurbished and unlocked.',
    specifications: {
      Display: '6.1" Super Retina XDR OLED',
      Chip: 'A15 Bionic (5-core GPU)',
      Camera: '12MP main, 12MP ultra wide',
      Connector: 'Lightning',
      Weight: '172 g',
      Released: '2022',
    },
    units: units(
      ['128GB', 'Midnight', 'Very Good', 479, 699, 5, 92],
      ['256GB', 'Starlight', 'Fair', 429, 799, 2, 86],
    ),
  },
  {
    brand: 'Apple',
    model: 'iPhone 13',
    category: 'smartphones',
    subcategory: 'iOS',
    description:
      'iPhone 13 with the A15 Bionic chip, a bright Super Retina XDR display, Cinematic mode video and all-day battery life. A dependable phone at a refurbished price.',
    specifications: {
      Display: '6.1" Super Retina XDR OLED',
      Chip: 'A15 Bionic',
      Camera: '12MP main, 12MP ultra wide',
      Connector: 'Lightning',
      Weight: '174 g',
      Released: '2021',
    },
    units: units(
      ['128GB', 'Blue', 'Good', 369, 599, 9, 88],
      ['128GB', 'Pink', 'Excellent', 409, 599, 0, 93],
      ['256GB', 'Midnight', 'Fair', 339, 699, 4, 84, 'demo-seller'],
    ),
  },
  {
    brand: 'Apple',
    model: 'iPhone 13 mini',
    category: 'smartphones',
    subcategory: 'iOS',
    description:
      'The compact iPhone 13 mini: the full iPhone 13 camera system and A15 Bionic chip in a phone that fits any pocket and works one-handed.',
    specifications: {
      Display: '5.4" Super Retina XDR OLED',
      Chip: 'A15 Bionic',
      Camera: '12MP main, 12MP ultra wide',
      Connector: 'Lightning',
      Weight: '141 g',
      Released: '2021',
    },
    units: units(['128GB', 'Starlight', 'Good', 319, 599, 1, 85]),
  },
  {
    brand: 'Samsung',
    model: 'Galaxy S24 Ultra',
    category: 'smartphones',
    subcategory: 'Android',
    description:
      'Galaxy S24 Ultra with a titanium frame, the built-in S Pen, a 200MP camera with 5x optical zoom and Galaxy AI features such as Live Translate and Circle to Search.',
    specifications: {
      Display: '6.8" QHD+ Dynamic AMOLED 2X, 120Hz',
      Processor: 'Snapdragon 8 Gen 3 for Galaxy',
      Camera: '200MP main, 50MP 5x, 10MP 3x, 12MP ultra wide',
      Memory: '12GB RAM',
      Battery: '5000 mAh',
      Weight: '232 g',
      Released: '2024',
    },
    units: units(
      ['256GB', 'Titanium Gray', 'Excellent', 929, 1299, 4, 98],
      ['512GB', 'Titanium Black', 'Very Good', 969, 1419, 1, 95],
    ),
  },
  {
    brand: 'Samsung',
    model: 'Galaxy S24',
    category: 'smartphones',
    subcategory: 'Android',
    description:
      'The compact Galaxy S24 with a 120Hz display, Galaxy AI and seven years of Android updates promised by Samsung. Refurbished, unlocked and ready for any carrier.',
    specifications: {
      Display: '6.2" FHD+ Dynamic AMOLED 2X, 120Hz',
      Processor: 'Exynos 2400 / Snapdragon 8 Gen 3',
      Camera: '50MP main, 10MP 3x telephoto, 12MP ultra wide',
      Memory: '8GB RAM',
      Battery: '4000 mAh',
      Released: '2024',
    },
    units: units(
      ['128GB', 'Onyx Black', 'Excellent', 579, 799, 7, 97],
      ['256GB', 'Marble Grey', 'Good', 529, 859, 0, 91],
    ),
  },
  {
    brand: 'Samsung',
    model: 'Galaxy S23',
    category: 'smartphones',
    subcategory: 'Android',
    description:
      'Galaxy S23 with the Snapdragon 8 Gen 2 for Galaxy, excellent night photography and a tough Gorilla Glass Victus 2 body.',
    specifications: {
      Display: '6.1" FHD+ Dynamic AMOLED 2X, 120Hz',
      Processor: 'Snapdragon 8 Gen 2 for Galaxy',
      Camera: '50MP main, 10MP 3x telephoto, 12MP ultra wide',
      Memory: '8GB RAM',
      Battery: '3900 mAh',
      Released: '2023',
    },
    units: units(
      ['128GB', 'Phantom Black', 'Very Good', 449, 799, 6, 90],
      ['256GB', 'Cream', 'Good', 419, 859, 3, 88, 'demo-seller'],
    ),
  },
  {
    brand: 'Samsung',
    model: 'Galaxy S23 FE',
    category: 'smartphones',
    subcategory: 'Android',
    description:
      'The Fan Edition of the Galaxy S23: flagship camera features, a 120Hz display and IP68 water resistance for less.',
    specifications: {
      Display: '6.4" FHD+ Dynamic AMOLED 2X, 120Hz',
      Processor: 'Exynos 2200',
      Camera: '50MP main, 8MP 3x telephoto, 12MP ultra wide',
      Battery: '4500 mAh',
      Released: '2023',
    },
    units: units(['128GB', 'Mint', 'Good', 329, 599, 5, 92]),
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Z Flip5',
    category: 'smartphones',
    subcategory: 'Android',
    description:
      'The foldable Galaxy Z Flip5 with a 3.4" Flex Window cover screen that runs widgets and apps while folded. Hinge tested through thousands of folds during refurbishment.',
    specifications: {
      Display: '6.7" FHD+ foldable Dynamic AMOLED 2X; 3.4" cover screen',
      Processor: 'Snapdragon 8 Gen 2 for Galaxy',
      Camera: '12MP main, 12MP ultra wide',
      Battery: '3700 mAh',
      Released: '2023',
    },
    units: units(['256GB', 'Mint', 'Excellent', 649, 999, 2, 95]),
  },
  {
    brand: 'Google',
    model: 'Pixel 8 Pro',
    category: 'smartphones',
    subcategory: 'Android',
    description:
      "Google's Pixel 8 Pro with the Tensor G3 chip, a 50MP camera system with 5x telephoto, Magic Editor and Best Take, and seven years of OS updates.",
    specifications: {
      Display: '6.7" Super Actua LTPO OLED, 120Hz',
      Processor: 'Google Tensor G3',
      Camera: '50MP main, 48MP ultra wide, 48MP 5x telephoto',
      Memory: '12GB RAM',
      Battery: '5050 mAh',
      Released: '2023',
    },
    units: units(
      ['128GB', 'Obsidian', 'Excellent', 679, 999, 3, 96],
      ['256GB', 'Bay', 'Very Good', 699, 1059, 0, 94],
    ),
  },
  {
    brand: 'Google',
    model: 'Pixel 8',
    category: 'smartphones',
    subcategory: 'Android',
    description:
      'Pixel 8: the Tensor G3 chip, a 50MP main camera with Night Sight, and the helpful Google AI features in a compact size.',
    specifications: {
      Display: '6.2" Actua OLED, 120Hz',
      Processor: 'Google Tensor G3',
      Camera: '50MP main, 12MP ultra wide',
      Memory: '8GB RAM',
      Battery: '4575 mAh',
      Released: '2023',
    },
    units: units(
      ['128GB', 'Hazel', 'Very Good', 449, 699, 6, 95],
      ['128GB', 'Rose', 'Good', 419, 699, 2, 90],
    ),
  },
  {
    brand: 'Google',
    model: 'Pixel 7a',
    category: 'smartphones',
    subcategory: 'Android',
    description:
      'Pixel 7a: flagship-grade Tensor G2 performance, a 64MP camera and wireless charging at a mid-range price.',
    specifications: {
      Display: '6.1" FHD+ OLED, 90Hz',
      Processor: 'Google Tensor G2',
      Camera: '64MP main, 13MP ultra wide',
      Battery: '4385 mAh',
      Released: '2023',
    },
    units: units(
      ['128GB', 'Charcoal', 'Excellent', 279, 499, 10, 97],
      ['128GB', 'Sea', 'Good', 239, 499, 1, 89, 'demo-seller'],
    ),
  },
  {
    brand: 'OnePlus',
    model: 'OnePlus 12',
    category: 'smartphones',
    subcategory: 'Android',
    description:
      'OnePlus 12 with the Snapdragon 8 Gen 3, a 4th-generation Hasselblad camera and 80W SUPERVOOC charging that fills the battery in about half an hour.',
    specifications: {
      Display: '6.82" QHD+ ProXDR LTPO AMOLED, 120Hz',
      Processor: 'Snapdragon 8 Gen 3',
      Camera: '50MP main, 64MP 3x periscope, 48MP ultra wide',
      Memory: '12GB RAM',
      Battery: '5400 mAh, 80W wired',
      Released: '2024',
    },
    units: units(
      ['256GB', 'Flowy Emerald', 'Excellent', 619, 799, 5, 98],
      ['512GB', 'Silky Black', 'Very Good', 669, 899, 2, 96],
    ),
  },
  {
    brand: 'OnePlus',
    model: 'OnePlus 11',
    category: 'smartphones',
    subcategory: 'Android',
    description: 'OnePlus 11 5G: Snapdragon 8 Gen 2, Hasselblad-tuned cameras and 80W fast charging.',
    specifications: {
      Display: '6.7" QHD+ LTPO AMOLED, 120Hz',
      Processor: 'Snapdragon 8 Gen 2',
      Camera: '50MP main, 32MP 2x portrait, 48MP ultra wide',
      Battery: '5000 mAh',
      Released: '2023',
    },
    units: units(['128GB', 'Titan Black', 'Good', 379, 699, 4, 90]),
  },
  {
    brand: 'Sony',
    model: 'Xperia 1 V',
    category: 'smartphones',
    subcategory: 'Android',
    description:
      "Sony's Xperia 1 V with a 4K 120Hz display, a stacked Exmor T sensor and a 3.5 mm headphone jack, made for creators.",
    specifications: {
      Display: '6.5" 4K HDR OLED, 120Hz',
      Processor: 'Snapdragon 8 Gen 2',
      Camera: '48MP main, 12MP telephoto 3.5-5.2x, 12MP ultra wide',
      Battery: '5000 mAh',
      Released: '2023',
    },
    units: units(['256GB', 'Black', 'Very Good', 699, 1399, 1, 93]),
  },
  // Laptops
  {
    brand: 'Apple',
    model: 'MacBook Air 13" M2',
    category: 'laptops',
    subcategory: 'macOS',
    description:
      'The redesigned MacBook Air with the M2 chip, a 13.6" Liquid Retina display, MagSafe charging and a silent fanless design. Battery cycle count checked during refurbishment.',
    specifications: {
      Display: '13.6" Liquid Retina, 2560 x 1664',
      Chip: 'Apple M2, 8-core CPU, 8-core GPU',
      Memory: '8GB unified memory',
      Ports: 'MagSafe 3, 2x Thunderbolt / USB 4, 3.5 mm jack',
      Weight: '1.24 kg',
      Released: '2022',
    },
    units: units(
      ['256GB', 'Midnight', 'Excellent', 849, 1099, 4, 95],
      ['512GB', 'Starlight', 'Good', 899, 1299, 1, 88],
    ),
  },
  {
    brand: 'Apple',
    model: 'MacBook Air 15" M2',
    category: 'laptops',
    subcategory: 'macOS',
    description:
      'The 15-inch MacBook Air: a big Liquid Retina display and six-speaker sound in a 11.5 mm thin body.',
    specifications: {
      Display: '15.3" Liquid Retina, 2880 x 1864',
      Chip: 'Apple M2, 8-core CPU, 10-core GPU',
      Memory: '8GB unified memory',
      Weight: '1.51 kg',
      Released: '2023',
    },
    units: units(['256GB', 'Space Gray', 'Very Good', 969, 1299, 2, 93]),
  },
  {
    brand: 'Apple',
    model: 'MacBook Pro 14" M3 Pro',
    category: 'laptops',
    subcategory: 'macOS',
    description:
      'MacBook Pro 14 with the M3 Pro chip, a Liquid Retina XDR display with 1600 nits peak HDR brightness, and up to 18 hours of battery life.',
    specifications: {
      Display: '14.2" Liquid Retina XDR, 120Hz',
      Chip: 'Apple M3 Pro, 11-core CPU, 14-core GPU',
      Memory: '18GB unified memory',
      Ports: 'MagSafe 3, 3x Thunderbolt 4, HDMI, SDXC',
      Released: '2023',
    },
    units: units(['512GB', 'Space Black', 'Excellent', 1649, 1999, 2, 97]),
  },
  {
    brand: 'Apple',
    model: 'MacBook Pro 14" M1 Pro',
    category: 'laptops',
    subcategory: 'macOS',
    description:
      'The MacBook Pro that brought back HDMI, MagSafe and the SD card slot, with the M1 Pro chip.',
    specifications: {
      Display: '14.2" Liquid Retina XDR, 120Hz',
      Chip: 'Apple M1 Pro, 8-core CPU, 14-core GPU',
      Memory: '16GB unified memory',
      Released: '2021',
    },
    units: units(['512GB', 'Silver', 'Good', 1099, 1999, 0, 86]),
  },
  {
    brand: 'Dell',
    model: 'XPS 13 Plus',
    category: 'laptops',
    subcategory: 'Windows',
    description:
      'Dell XPS 13 Plus with a seamless glass palm rest, capacitive function row and a 13th-gen Intel Core i7. Windows 11 Home freshly installed.',
    specifications: {
      Display: '13.4" FHD+ InfinityEdge, 500 nits',
      Processor: 'Intel Core i7-1360P',
      Memory: '16GB LPDDR5',
      Ports: '2x Thunderbolt 4',
      Weight: '1.26 kg',
      Released: '2023',
    },
    units: units(['512GB', 'Graphite', 'Very Good', 749, 1299, 3, 90]),
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Book3 Pro',
    category: 'laptops',
    subcategory: 'Windows',
    description:
      'A thin and light 14" laptop with a 3K 120Hz AMOLED display and deep Galaxy phone integration.',
    specifications: {
      Display: '14" 3K Dynamic AMOLED 2X, 120Hz',
      Processor: 'Intel Core i7-1360P',
      Memory: '16GB LPDDR5',
      Weight: '1.17 kg',
      Released: '2023',
    },
    units: units(['512GB', 'Graphite', 'Excellent', 799, 1249, 1, 94]),
  },
  {
    brand: 'Google',
    model: 'Pixelbook Go',
    category: 'laptops',
    subcategory: 'ChromeOS',
    description:
      'A light Chromebook with a ridged grip base, a quiet keyboard and up to 12 hours of battery.',
    specifications: {
      Display: '13.3" Full HD touchscreen',
      Processor: 'Intel Core m3',
      Memory: '8GB RAM',
      Released: '2019',
    },
    units: units(['128GB', 'Just Black', 'Used', 249, 849, 2, 82, 'demo-seller']),
  },
  // Tablets
  {
    brand: 'Apple',
    model: 'iPad Air (5th gen) M1',
    category: 'tablets',
    subcategory: 'iPadOS',
    description:
      'iPad Air with the M1 chip, a 10.9" Liquid Retina display and support for Apple Pencil (2nd gen) and Magic Keyboard.',
    specifications: {
      Display: '10.9" Liquid Retina',
      Chip: 'Apple M1',
      Connectivity: 'Wi-Fi 6',
      Connector: 'USB-C',
      Released: '2022',
    },
    units: units(
      ['64GB', 'Blue', 'Excellent', 429, 599, 5, 95],
      ['256GB', 'Space Gray', 'Good', 469, 749, 0, 89],
    ),
  },
  {
    brand: 'Apple',
    model: 'iPad Pro 11" M2',
    category: 'tablets',
    subcategory: 'iPadOS',
    description: 'iPad Pro 11 with the M2 chip, ProMotion 120Hz and Apple Pencil hover.',
    specifications: {
      Display: '11" Liquid Retina, ProMotion 120Hz',
      Chip: 'Apple M2',
      Connector: 'USB-C with Thunderbolt',
      Released: '2022',
    },
    units: units(['128GB', 'Silver', 'Very Good', 649, 799, 2, 94]),
  },
  {
    brand: 'Apple',
    model: 'iPad (10th gen)',
    category: 'tablets',
    subcategory: 'iPadOS',
    description: 'The colourful all-screen iPad with a landscape front camera and USB-C.',
    specifications: {
      Display: '10.9" Liquid Retina',
      Chip: 'A14 Bionic',
      Connector: 'USB-C',
      Released: '2022',
    },
    units: units(['64GB', 'Yellow', 'Excellent', 299, 449, 7, 97]),
  },
  {
    brand: 'Apple',
    model: 'iPad mini (6th gen)',
    category: 'tablets',
    subcategory: 'iPadOS',
    description: 'The 8.3" iPad mini with the A15 Bionic chip: a powerful tablet that fits in one hand.',
    specifications: {
      Display: '8.3" Liquid Retina',
      Chip: 'A15 Bionic',
      Connector: 'USB-C',
      Released: '2021',
    },
    units: units(['64GB', 'Purple', 'Good', 349, 499, 1, 90]),
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Tab S9',
    category: 'tablets',
    subcategory: 'Android',
    description:
      'Galaxy Tab S9 with a Dynamic AMOLED 2X display, IP68 water and dust resistance and the S Pen in the box.',
    specifications: {
      Display: '11" Dynamic AMOLED 2X, 120Hz',
      Processor: 'Snapdragon 8 Gen 2 for Galaxy',
      Memory: '8GB RAM',
      'In the box': 'S Pen',
      Released: '2023',
    },
    units: units(
      ['128GB', 'Graphite', 'Excellent', 599, 799, 3, 96],
      ['256GB', 'Beige', 'Very Good', 629, 919, 0, 93],
    ),
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Tab S9 FE',
    category: 'tablets',
    subcategory: 'Android',
    description: 'The Fan Edition Galaxy Tab S9 with a 90Hz display, IP68 rating and S Pen included.',
    specifications: {
      Display: '10.9" TFT LCD, 90Hz',
      Processor: 'Exynos 1380',
      'In the box': 'S Pen',
      Released: '2023',
    },
    units: units(['128GB', 'Mint', 'New', 399, 449, 6, 100]),
  },
  {
    brand: 'Google',
    model: 'Pixel Tablet',
    category: 'tablets',
    subcategory: 'Android',
    description: 'The Pixel Tablet with its charging speaker dock, turning into a smart display when docked.',
    specifications: {
      Display: '10.95" LCD',
      Processor: 'Google Tensor G2',
      'In the box': 'Charging Speaker Dock',
      Released: '2023',
    },
    units: units(['128GB', 'Porcelain', 'Very Good', 329, 499, 2, 95]),
  },
  // Smart watches
  {
    brand: 'Apple',
    model: 'Apple Watch Series 9 45mm',
    category: 'smart-watches',
    subcategory: 'watchOS',
    description:
      'Apple Watch Series 9 with the S9 chip, double tap gesture and a 2000-nit display. Band sanitised or replaced during refurbishment.',
    specifications: {
      Case: '45mm aluminium',
      Chip: 'S9 SiP',
      Connectivity: 'GPS',
      'Water resistance': 'WR50',
      Released: '2023',
    },
    units: units([null, 'Midnight', 'Excellent', 299, 429, 4, 98]),
  },
  {
    brand: 'Apple',
    model: 'Apple Watch Series 9 41mm',
    category: 'smart-watches',
    subcategory: 'watchOS',
    description:
      'Apple Watch Series 9 in the 41mm size, with the S9 chip, double tap and an always-on Retina display.',
    specifications: { Case: '41mm aluminium', Chip: 'S9 SiP', Connectivity: 'GPS', Released: '2023' },
    units: units([null, 'Pink', 'Good', 249, 399, 1, 92]),
  },
  {
    brand: 'Apple',
    model: 'Apple Watch Ultra 2',
    category: 'smart-watches',
    subcategory: 'watchOS',
    description:
      'The rugged Apple Watch Ultra 2: titanium case, 3000-nit display, dual-frequency GPS and up to 36 hours of battery.',
    specifications: {
      Case: '49mm titanium',
      Chip: 'S9 SiP',
      Connectivity: 'GPS + Cellular',
      'Water resistance': 'WR100, EN13319',
      Released: '2023',
    },
    units: units([null, 'Natural Titanium', 'Very Good', 629, 799, 2, 97]),
  },
  {
    brand: 'Apple',
    model: 'Apple Watch SE (2nd gen) 40mm',
    category: 'smart-watches',
    subcategory: 'watchOS',
    description:
      'The essential Apple Watch with Crash Detection, fall detection and heart-rate notifications.',
    specifications: { Case: '40mm aluminium', Chip: 'S8 SiP', Connectivity: 'GPS', Released: '2022' },
    units: units([null, 'Starlight', 'Good', 159, 249, 0, 90]),
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Watch6 44mm',
    category: 'smart-watches',
    subcategory: 'Wear OS',
    description:
      'Galaxy Watch6 with a larger, brighter display, body composition analysis and advanced sleep coaching.',
    specifications: {
      Case: '44mm aluminium',
      Display: '1.5" Super AMOLED',
      Connectivity: 'Bluetooth, Wi-Fi',
      Released: '2023',
    },
    units: units([null, 'Graphite', 'Excellent', 219, 329, 5, 96]),
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Watch6 Classic 47mm',
    category: 'smart-watches',
    subcategory: 'Wear OS',
    description:
      'The Classic returns with the rotating bezel, a stainless steel case and a 1.5" Super AMOLED display.',
    specifications: {
      Case: '47mm stainless steel',
      Bezel: 'Rotating',
      Connectivity: 'Bluetooth, Wi-Fi',
      Released: '2023',
    },
    units: units([null, 'Black', 'Very Good', 279, 429, 2, 94]),
  },
  {
    brand: 'Google',
    model: 'Pixel Watch 2',
    category: 'smart-watches',
    subcategory: 'Wear OS',
    description:
      'Pixel Watch 2 with Fitbit health tracking, a 24-hour battery with always-on display and a recycled aluminium case.',
    specifications: {
      Case: '41mm aluminium',
      Health: 'Fitbit heart rate, skin temperature, ECG',
      Connectivity: 'Bluetooth, Wi-Fi',
      Released: '2023',
    },
    units: units(
      [null, 'Polished Silver', 'Excellent', 229, 349, 3, 97],
      [null, 'Matte Black', 'Good', 199, 349, 1, 91, 'demo-seller'],
    ),
  },
  // Audio
  {
    brand: 'Apple',
    model: 'AirPods Pro 2 (USB-C)',
    category: 'audio',
    subcategory: 'Earbuds',
    description:
      'AirPods Pro (2nd generation) with up to 2x more Active Noise Cancellation, Adaptive Audio and a USB-C MagSafe charging case. New ear tips fitted.',
    specifications: {
      Chip: 'H2',
      'Noise cancelling': 'Active, Adaptive Audio',
      Battery: 'Up to 6 h (30 h with case)',
      Charging: 'USB-C, MagSafe, Qi',
      Released: '2023',
    },
    units: units(
      [null, 'White', 'Excellent', 169, 249, 12, null],
      [null, 'White', 'Good', 139, 249, 0, null],
    ),
  },
  {
    brand: 'Apple',
    model: 'AirPods Max',
    category: 'audio',
    subcategory: 'Headphones',
    description:
      'Over-ear AirPods Max with computational audio, Active Noise Cancellation and knit-mesh canopy.',
    specifications: {
      Chip: 'H1 (each cup)',
      'Noise cancelling': 'Active',
      Battery: 'Up to 20 h',
      Connector: 'Lightning',
      Released: '2020',
    },
    units: units(
      [null, 'Space Gray', 'Very Good', 389, 549, 2, null],
      [null, 'Sky Blue', 'Good', 349, 549, 1, null],
    ),
  },
  {
    brand: 'Sony',
    model: 'WH-1000XM5',
    category: 'audio',
    subcategory: 'Headphones',
    description:
      "Sony's industry-leading noise cancelling headphones with eight microphones, 30-hour battery and multipoint Bluetooth.",
    specifications: {
      'Noise cancelling': 'Active, Auto NC Optimizer',
      Battery: 'Up to 30 h',
      Codecs: 'SBC, AAC, LDAC',
      Weight: '250 g',
      Released: '2022',
    },
    units: units(
      [null, 'Black', 'Excellent', 279, 399, 6, null],
      [null, 'Silver', 'Good', 229, 399, 3, null, 'demo-seller'],
    ),
  },
  {
    brand: 'Sony',
    model: 'WF-1000XM5',
    category: 'audio',
    subcategory: 'Earbuds',
    description:
      'Smaller, lighter Sony flagship earbuds with class-leading noise cancellation and LDAC hi-res audio.',
    specifications: {
      'Noise cancelling': 'Active',
      Battery: 'Up to 8 h (24 h with case)',
      Codecs: 'SBC, AAC, LDAC, LC3',
      Released: '2023',
    },
    units: units([null, 'Black', 'Very Good', 199, 299, 4, null]),
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Buds2 Pro',
    category: 'audio',
    subcategory: 'Earbuds',
    description: 'Galaxy Buds2 Pro with 24-bit Hi-Fi audio, intelligent ANC and 360 Audio.',
    specifications: {
      'Noise cancelling': 'Active',
      Battery: 'Up to 5 h (18 h with case)',
      'Water resistance': 'IPX7',
      Released: '2022',
    },
    units: units([null, 'Graphite', 'Excellent', 119, 229, 8, null]),
  },
  {
    brand: 'Google',
    model: 'Pixel Buds Pro',
    category: 'audio',
    subcategory: 'Earbuds',
    description:
      'Pixel Buds Pro with Active Noise Cancellation, Silent Seal and hands-free Google Assistant.',
    specifications: {
      'Noise cancelling': 'Active',
      Battery: 'Up to 11 h (31 h with case)',
      Released: '2022',
    },
    units: units([null, 'Charcoal', 'Good', 99, 199, 2, null]),
  },
  {
    brand: 'Bose',
    model: 'QuietComfort Ultra Headphones',
    category: 'audio',
    subcategory: 'Headphones',
    description:
      'Bose QuietComfort Ultra with CustomTune noise cancelling and Immersive Audio spatial sound.',
    specifications: {
      'Noise cancelling': 'Active, CustomTune',
      Battery: 'Up to 24 h',
      Codecs: 'SBC, AAC, aptX Adaptive',
      Released: '2023',
    },
    units: units([null, 'Black', 'Very Good', 299, 429, 1, null]),
  },
  // Gaming
  {
    brand: 'Nintendo',
    model: 'Switch OLED',
    category: 'gaming',
    subcategory: 'Handheld',
    description:
      'Nintendo Switch OLED model with a vivid 7" OLED screen, a wide adjustable stand and a dock with a LAN port. Joy-Con sticks tested for drift.',
    specifications: {
      Display: '7" OLED, 1280 x 720',
      Storage: '64GB, microSD up to 2TB',
      Battery: '4.5 to 9 h',
      'In the box': 'Dock, Joy-Con pair, grip, HDMI cable',
      Released: '2021',
    },
    units: units(
      ['64GB', 'White', 'Excellent', 279, 349, 5, null],
      ['64GB', 'Neon Red/Blue', 'Good', 249, 349, 0, null],
    ),
  },
  {
    brand: 'Nintendo',
    model: 'Switch Lite',
    category: 'gaming',
    subcategory: 'Handheld',
    description: 'The compact, handheld-only Nintendo Switch Lite with built-in controls.',
    specifications: {
      Display: '5.5" LCD, 1280 x 720',
      Storage: '32GB, microSD',
      Battery: '3 to 7 h',
      Released: '2019',
    },
    units: units(['32GB', 'Coral', 'Very Good', 149, 199, 3, null]),
  },
  {
    brand: 'Sony',
    model: 'PlayStation 5 (Disc)',
    category: 'gaming',
    subcategory: 'Console',
    description:
      'PlayStation 5 with the Ultra HD Blu-ray drive, ultra-fast SSD and the DualSense controller with haptic feedback and adaptive triggers.',
    specifications: {
      Storage: '825GB SSD',
      Resolution: 'Up to 4K 120Hz',
      'Optical drive': 'Ultra HD Blu-ray',
      'In the box': 'DualSense controller, HDMI 2.1 cable',
      Released: '2020',
    },
    units: units(
      ['825GB', 'White', 'Excellent', 399, 499, 4, null],
      ['825GB', 'White', 'Good', 369, 499, 1, null],
    ),
  },
  {
    brand: 'Sony',
    model: 'PlayStation 5 Slim Digital',
    category: 'gaming',
    subcategory: 'Console',
    description: 'The slimmer PS5 Digital Edition with 1TB of storage.',
    specifications: { Storage: '1TB SSD', Resolution: 'Up to 4K 120Hz', Released: '2023' },
    units: units(['1TB', 'White', 'New', 419, 449, 2, null]),
  },
  {
    brand: 'Valve',
    model: 'Steam Deck OLED',
    category: 'gaming',
    subcategory: 'Handheld',
    description:
      'Steam Deck OLED with an HDR OLED screen, longer battery life and Wi-Fi 6E. Your Steam library, in your hands.',
    specifications: {
      Display: '7.4" HDR OLED, 90Hz',
      Storage: '512GB NVMe SSD',
      Battery: '50 Wh',
      Released: '2023',
    },
    units: units(['512GB', 'Black', 'Excellent', 479, 549, 2, null]),
  },
  {
    brand: 'Valve',
    model: 'Steam Deck LCD',
    category: 'gaming',
    subcategory: 'Handheld',
    description: 'The original Steam Deck handheld gaming PC.',
    specifications: { Display: '7" LCD, 60Hz', Storage: '256GB NVMe SSD', Released: '2022' },
    units: units(['256GB', 'Black', 'Good', 299, 399, 1, null, 'demo-seller']),
  },
  {
    brand: 'Microsoft',
    model: 'Xbox Series X',
    category: 'gaming',
    subcategory: 'Console',
    description: 'The most powerful Xbox with 12 teraflops, Quick Resume and 4K gaming at up to 120 fps.',
    specifications: {
      Storage: '1TB SSD',
      Resolution: 'Up to 4K 120Hz',
      'Optical drive': '4K UHD Blu-ray',
      Released: '2020',
    },
    units: units(['1TB', 'Black', 'Very Good', 379, 499, 2, null]),
  },
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/"/g, 'in')
    .replace(/\+/g, 'plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** "Apple iPhone 15 Pro 128GB"; no doubled brand for models named after it ("OnePlus 12"). */
export function productName(brand: string, model: string, storage: string | null): string {
  const base = model.toLowerCase().startsWith(brand.toLowerCase()) ? model : `${brand} ${model}`;
  return storage ? `${base} ${storage}` : base;
}

export function demoSku(
  brand: string,
  model: string,
  unit: Pick<DemoUnit, 'storage' | 'color' | 'condition'>,
): string {
  return slug([brand, model, unit.storage ?? '', unit.color, unit.condition].join(' ')).slice(0, 100);
}

/** Every unit as a product row, the newest listing first. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = DEMO_MODELS.flatMap((model) =>
  model.units.map((unit) => ({ model, unit })),
).map(({ model, unit }, index): DemoProduct => {
  const sku = demoSku(model.brand, model.model, unit);
  return {
    ...unit,
    sku,
    name: productName(model.brand, model.model, unit.storage),
    brand: model.brand,
    model: model.model,
    category: model.category,
    subcategory: model.subcategory,
    description: model.description,
    conditionDescription: CONDITION_DESCRIPTIONS[unit.condition],
    specifications: {
      ...(unit.storage ? { Storage: unit.storage } : {}),
      ...model.specifications,
      Colour: unit.color,
    },
    images: ILLUSTRATION_VIEWS.map((view) => productImageUrl(sku, view)),
    // Spread over the last few weeks so "newest first" has a real order.
    listedHoursAgo: 3 + index * 7 + (index % 4) * 2,
  };
});
