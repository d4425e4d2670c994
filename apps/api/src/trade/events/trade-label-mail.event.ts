/**
 * The customer of an approved trade is mailed its prepaid label: once bought (`reminder` false), or
 * reminded at day TRADE_SHIP_REMINDER_DAY while the carrier has not scanned the parcel yet.
 */
export class TradeLabelMailEvent {
  static readonly eventName = 'trade.label-mail';

  constructor(
    readonly email: string,
    readonly firstName: string,
    readonly trackingCode: string,
    readonly device: string,
    /** The 4×6 label PDF. */
    readonly labelUrl: string,
    /** "USPS GroundAdvantage". */
    readonly carrierService: string,
    /** The carrier's tracking code of the parcel. */
    readonly parcelTrackingCode: string,
    /** ISO time: the label lapses then (approval + TRADE_SHIP_DAYS). */
    readonly shipBy: string,
    /** The trade's page (signed in) or its tracking page (a guest), which offers the label too. */
    readonly tradeUrl: string,
    readonly reminder: boolean,
  ) {}
}
