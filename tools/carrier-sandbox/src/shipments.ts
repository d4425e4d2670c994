import { addressObject, addressProblems, type AddressBook, type SandboxAddress } from './addresses';
import {
  EasyPostApiError,
  fieldError,
  isObject,
  isoSeconds,
  notFound,
  optionalPositive,
  optionalString,
  randomId,
  type Json,
} from './errors';
import { dollars, quoteRates, rateObject, zoneBetween, type Carrier, type SandboxRate } from './rates';
import { trackerObject, type Place, type SandboxTracker, type TrackerLedger } from './trackers';

export interface SandboxParcel {
  id: string;
  created: number;
  /** Ounces, as EasyPost weighs. */
  weight: number;
  length: number | null;
  width: number | null;
  height: number | null;
  predefined_package: string | null;
}

export interface SandboxLabel {
  id: string;
  created: number;
}

/** What the sandbox keeps about a Shipment (shp_…). */
export interface SandboxShipment {
  id: string;
  created: number;
  updated: number;
  reference: string | null;
  is_return: boolean;
  /** As the parcel travels: for a return, EasyPost has already swapped the addresses it was sent. */
  to_address: SandboxAddress;
  from_address: SandboxAddress;
  parcel: SandboxParcel;
  options: Json;
  zone: number;
  rates: SandboxRate[];
  selected_rate: SandboxRate | null;
  postage_label: SandboxLabel | null;
  tracking_code: string | null;
}

function parcelFromParams(value: unknown, now: number): SandboxParcel {
  if (!isObject(value))
    throw new EasyPostApiError(422, 'PARAMETER.REQUIRED', 'Missing required parameter: shipment.parcel.', [
      fieldError('shipment.parcel', 'is required'),
    ]);
  const weight = optionalPositive(value.weight, 'shipment.parcel.weight');
  if (weight === null)
    throw new EasyPostApiError(
      422,
      'PARAMETER.REQUIRED',
      'Missing required parameter: shipment.parcel.weight.',
      [fieldError('shipment.parcel.weight', 'is required')],
    );
  return {
    id: randomId('prcl_'),
    created: now,
    weight,
    length: optionalPositive(value.length, 'shipment.parcel.length'),
    width: optionalPositive(value.width, 'shipment.parcel.width'),
    height: optionalPositive(value.height, 'shipment.parcel.height'),
    predefined_package: optionalString(value.predefined_package, 'shipment.parcel.predefined_package'),
  };
}

const place = (address: SandboxAddress): Place => ({
  city: address.city?.toUpperCase() ?? null,
  state: address.state?.toUpperCase() ?? null,
  country: address.country,
  zip: address.zip,
});

export class ShipmentLedger {
  private readonly shipments = new Map<string, SandboxShipment>();

  constructor(
    private readonly addresses: AddressBook,
    private readonly trackers: TrackerLedger,
    private readonly accounts: Record<Carrier, string>,
  ) {}

  /**
   * POST /v2/shipments: the shipment and its rates. Both addresses must be deliverable, since no
   * carrier rates a parcel to nowhere. With `is_return` the addresses are swapped (EasyPost's rule:
   * send the outbound shipment's addresses and the label goes back to its from_address).
   */
  create(params: Json, now: number): SandboxShipment {
    const fields = params.shipment;
    if (!isObject(fields))
      throw new EasyPostApiError(422, 'PARAMETER.REQUIRED', 'Missing required parameter: shipment.', [
        fieldError('shipment', 'is required'),
      ]);
    const to = this.addresses.resolve(fields.to_address, 'shipment.to_address', now);
    const from = this.addresses.resolve(fields.from_address, 'shipment.from_address', now);
    const parcel = parcelFromParams(fields.parcel, now);
    const problems = [
      ...addressProblems(to, 'shipment.to_address.'),
      ...addressProblems(from, 'shipment.from_address.'),
    ];
    if (problems.length > 0)
      throw new EasyPostApiError(
        422,
        'SHIPMENT.INVALID_PARAMS',
        'Unable to create shipment, one or more parameters were invalid.',
        problems,
      );
    const isReturn = fields.is_return === true || fields.is_return === 'true';
    const [travelTo, travelFrom] = isReturn ? [from, to] : [to, from];
    const id = randomId('shp_');
    const zone = zoneBetween(travelFrom.zip as string, travelTo.zip as string);
    const shipment: SandboxShipment = {
      id,
      created: now,
      updated: now,
      reference: optionalString(fields.reference, 'shipment.reference'),
      is_return: isReturn,
      to_address: travelTo,
      from_address: travelFrom,
      parcel,
      options: { currency: 'USD', ...(isObject(fields.options) ? fields.options : {}) },
      zone,
      rates: quoteRates(id, zone, parcel.weight, this.accounts, now),
      selected_rate: null,
      postage_label: null,
      tracking_code: null,
    };
    this.shipments.set(id, shipment);
    return shipment;
  }

  find(id: string): SandboxShipment {
    const shipment = this.shipments.get(id);
    if (!shipment) throw notFound();
    return shipment;
  }

  /** The bought label of a shipment, if any (the label route serves only these). */
  findBought(id: string): SandboxShipment | undefined {
    const shipment = this.shipments.get(id);
    return shipment?.postage_label ? shipment : undefined;
  }

  /**
   * POST /v2/shipments/:id/buy: one label per shipment, ever. A second purchase is refused, so a
   * retried request cannot pay twice (an Idempotency-Key replays the first answer instead).
   */
  buy(id: string, params: Json, now: number): { shipment: SandboxShipment; tracker: SandboxTracker } {
    const shipment = this.find(id);
    const rateId = isObject(params.rate) ? params.rate.id : params.rate;
    if (typeof rateId !== 'string' || rateId === '')
      throw new EasyPostApiError(422, 'PARAMETER.REQUIRED', 'Missing required parameter: rate.', [
        fieldError('rate.id', 'is required'),
      ]);
    if (shipment.postage_label)
      throw new EasyPostApiError(422, 'SHIPMENT.POSTAGE.EXISTS', 'Postage already exists for this shipment.');
    const rate = shipment.rates.find((r) => r.id === rateId);
    if (!rate)
      throw new EasyPostApiError(
        422,
        'SHIPMENT.RATE.INVALID',
        `Rate ${rateId} is not a rate of shipment ${id}.`,
        [fieldError('rate.id', 'must be one of the shipment’s rates')],
      );
    const trackingCode = this.trackers.newTrackingCode();
    const tracker = this.trackers.createForShipment(
      {
        trackingCode,
        carrier: rate.carrier,
        service: rate.service,
        shipmentId: id,
        isReturn: shipment.is_return,
        weight: shipment.parcel.weight,
        deliveryDays: rate.delivery_days,
        origin: place(shipment.from_address),
        destination: place(shipment.to_address),
      },
      now,
    );
    shipment.selected_rate = rate;
    shipment.postage_label = { id: randomId('pl_'), created: now };
    shipment.tracking_code = trackingCode;
    shipment.updated = now;
    return { shipment, tracker };
  }
}

function parcelObject(parcel: SandboxParcel) {
  return {
    id: parcel.id,
    object: 'Parcel',
    mode: 'test',
    created_at: isoSeconds(parcel.created),
    updated_at: isoSeconds(parcel.created),
    length: parcel.length,
    width: parcel.width,
    height: parcel.height,
    weight: parcel.weight,
    predefined_package: parcel.predefined_package,
  };
}

export const labelPath = (shipmentId: string) => `/labels/${shipmentId}.pdf`;

export function shipmentObject(shipment: SandboxShipment, trackers: TrackerLedger, baseUrl: string) {
  const tracker = shipment.tracking_code ? trackers.findByCode(shipment.tracking_code) : null;
  const label = shipment.postage_label;
  const labelUrl = `${baseUrl}${labelPath(shipment.id)}`;
  return {
    id: shipment.id,
    object: 'Shipment',
    mode: 'test',
    created_at: isoSeconds(shipment.created),
    updated_at: isoSeconds(shipment.updated),
    reference: shipment.reference,
    is_return: shipment.is_return,
    status: tracker?.status ?? 'unknown',
    to_address: addressObject(shipment.to_address),
    from_address: addressObject(shipment.from_address),
    return_address: addressObject(shipment.from_address),
    buyer_address: addressObject(shipment.to_address),
    parcel: parcelObject(shipment.parcel),
    options: shipment.options,
    customs_info: null,
    usps_zone: shipment.zone,
    rates: shipment.rates.map(rateObject),
    selected_rate: shipment.selected_rate && rateObject(shipment.selected_rate),
    postage_label: label && {
      id: label.id,
      object: 'PostageLabel',
      created_at: isoSeconds(label.created),
      updated_at: isoSeconds(label.created),
      date_advance: 0,
      integrated_form: 'none',
      label_date: isoSeconds(label.created),
      label_resolution: 300,
      label_size: '4x6',
      label_type: 'default',
      label_file_type: 'application/pdf',
      label_url: labelUrl,
      label_pdf_url: labelUrl,
      label_epl2_url: null,
      label_zpl_url: null,
    },
    tracking_code: shipment.tracking_code,
    tracker: tracker && trackerObject(tracker, baseUrl),
    fees: shipment.selected_rate
      ? [
          {
            object: 'Fee',
            type: 'PostageFee',
            amount: dollars(shipment.selected_rate.cents),
            charged: true,
            refunded: false,
          },
        ]
      : [],
    messages: [],
    forms: [],
    insurance: null,
    refund_status: null,
    scan_form: null,
    batch_id: null,
    batch_status: null,
    batch_message: null,
  };
}
