import { InitialSchema1767225600000 } from './1767225600000-initial-schema';
import { Catalogue1767312000000 } from './1767312000000-catalogue';
import { Trade1767400000000 } from './1767400000000-trade';
import { Orders1767400000001 } from './1767400000001-orders';
import { GuestTradeEmail1767500000000 } from './1767500000000-guest-trade-email';
import { CheckoutHolds1767610000000 } from './1767610000000-checkout-holds';
import { TokenVersion1767600000000 } from './1767600000000-token-version';
import { TradeUploads1767620000000 } from './1767620000000-trade-uploads';
import { Returns1767640000000 } from './1767640000000-returns';
import { Refunds1767630000000 } from './1767630000000-refunds';
import { OrdersSearchIndex1767650000000 } from './1767650000000-orders-search-index';
import { PartnerApplications1767660000000 } from './1767660000000-partner-applications';
import { SellerProducts1767670000000 } from './1767670000000-seller-products';
import { SellerMoney1767680000000 } from './1767680000000-seller-money';

/** Listed explicitly because the API ships as one bundle (no file globs at run time). Append new ones. */
export const MIGRATIONS = [InitialSchema1767225600000, Catalogue1767312000000];
MIGRATIONS.push(Trade1767400000000);
MIGRATIONS.push(Orders1767400000001);
MIGRATIONS.push(GuestTradeEmail1767500000000);
MIGRATIONS.push(TokenVersion1767600000000);
MIGRATIONS.push(CheckoutHolds1767610000000);
MIGRATIONS.push(TradeUploads1767620000000);
MIGRATIONS.push(Refunds1767630000000);
MIGRATIONS.push(Returns1767640000000);
MIGRATIONS.push(OrdersSearchIndex1767650000000);
MIGRATIONS.push(PartnerApplications1767660000000);
MIGRATIONS.push(SellerProducts1767670000000);
MIGRATIONS.push(SellerMoney1767680000000);
