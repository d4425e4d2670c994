import { Inject, Injectable } from '@nestjs/common';
import EasyPostClient from '@easypost/api';
import { traceSdkMethods } from '../observability/provider-tracing';
import type {
  CarrierGateway,
  CarrierLabel,
  CarrierQuote,
  CarrierWebhookEvent,
  ParcelSize,
  CarrierParcelStatus,
  ParcelTracking,
  PostalAddress,
} from './carrier.port';
import { CarrierRefusedError } from './carrier.port';
import { shippingConfig, type ShippingConfig } from './shipping.config';

const STATUSES: readonly CarrierParcelStatus[] = [
  'pre_transit',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'return_to_sender',
  'failure',
];
/** EasyPost's tracking statuses on ours: `available_for_pickup` is still on its way; anything new is unknown. */
export function parcelStatusOf(status: string | null | undefined): CarrierParcelStatus {
  if (status === 'available_for_pickup') return 'out_for_delivery';
  if (status === 'cancelled' || status === 'error') return 'failure';
  return STATUSES.find((s) => s === status) ?? 'unknown';
}

const cents = (amount: string | number | null | undefined) => Math.round(Number(amount ?? 0) * 100);

type Json = Record<string, unknown>;

/** The part of the SDK's client we use (its published types describe the client loosely). */
interface EasyPostSdk {
  Shipment: {
    create(params: Json): Promise<unknown>;
    buy(id: string, rate: string): Promise<unknown>;
    retrieve(id: string): Promise<unknown>;
  };
  Tracker: { retrieve(id: string): Promise<unknown> };
  Utils: { validateWebhook(body: Buffer, headers: object, secret: string): unknown };
}
const Sdk = EasyPostClient as unknown as new (key: string, options: Json) => EasyPostSdk;

function address(a: PostalAddress): Json {
  return {
    name: a.name,
    company: a.company ?? undefined,
    street1: a.street1,
    street2: a.street2 ?? undefined,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    phone: a.phone ?? undefined,
    email: a.email ?? undefined,
  };
}

function parcel(p: ParcelSize): Json {
  return { length: p.lengthIn, width: p.widthIn, height: p.heightIn, weight: p.weightOz };
}

/** The SDK's client errors (4xx with the carrier's message) are refusals; the rest are outages. */
async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && status !== 401 && status !== 429)
      throw new CarrierRefusedError((error as Error).message || 'The carrier refused the request');
    throw error;
  }
}

function toTracking(tracker: Json): ParcelTracking {
  const details = (tracker.tracking_details as Json[] | undefined) ?? [];
  return {
    trackerId: String(tracker.id),
    trackingCode: String(tracker.tracking_code),
    status: parcelStatusOf(tracker.status as string),
    scans: details
      .map((d) => {
        const place = (d.tracking_location as Json | undefined) ?? {};
        const location = [place.city, place.state, place.country].filter(Boolean).join(', ');
        return {
          status: parcelStatusOf(d.status as string),
          message: String(d.message ?? d.description ?? ''),
          location: location || null,
          at: new Date(String(d.datetime)),
        };
      })
      .sort((a, b) => a.at.getTime() - b.at.getTime()),
  };
}

/** The carrier gateway on EasyPost's SDK (or the carrier sandbox speaking its API): the one user of the SDK. */
@Injectable()
export class EasyPostCarrier implements CarrierGateway {
  private readonly client: EasyPostSdk;

  constructor(@Inject(shippingConfig.KEY) private readonly config: ShippingConfig) {
    const client =
      config.provider === 'easypost'
        ? new Sdk(config.apiKey, { timeout: 20_000 })
        : new Sdk(config.apiKey, {
            timeout: 20_000,
            baseUrl: `${config.sandboxUrl.replace(/\/+$/, '')}/v2/`,
          });
    // With tracing on, each call is a span named for it (observability/provider-tracing.ts).
    this.client = traceSdkMethods('easypost', client, {
      Shipment: ['create', 'buy', 'retrieve'],
      Tracker: ['retrieve'],
    });
  }

  async quote(request: {
    from: PostalAddress;
    to: PostalAddress;
    parcel: ParcelSize;
    reference: string;
    isReturn?: boolean;
  }): Promise<CarrierQuote> {
    const shipment = (await refusing(() =>
      this.client.Shipment.create({
        from_address: address(request.from),
        to_address: address(request.to),
        parcel: parcel(request.parcel),
        reference: request.reference,
        is_return: request.isReturn ?? false,
        options: { label_format: 'PDF', label_size: '4x6' },
      }),
    )) as unknown as Json;
    const rates = ((shipment.rates as Json[] | undefined) ?? []).map((rate) => ({
      id: String(rate.id),
      carrier: String(rate.carrier),
      service: String(rate.service),
      amountCents: cents(rate.rate as string),
      deliveryDays: typeof rate.delivery_days === 'number' ? rate.delivery_days : null,
    }));
    return { shipmentId: String(shipment.id), rates };
  }

  async buy(shipmentId: string, rateId: string): Promise<CarrierLabel> {
    const shipment = (await refusing(() =>
      this.client.Shipment.buy(shipmentId, rateId).catch(async (error: unknown) => {
        // Bought already (a retry after the answer was lost): the label is the shipment's.
        if ((error as { code?: string }).code === 'SHIPMENT.POSTAGE.EXISTS')
          return this.client.Shipment.retrieve(shipmentId);
        throw error;
      }),
    )) as unknown as Json;
    const rate = (shipment.selected_rate as Json | undefined) ?? {};
    const label = (shipment.postage_label as Json | undefined) ?? {};
    const tracker = (shipment.tracker as Json | undefined) ?? {};
    return {
      shipmentId: String(shipment.id),
      trackingCode: String(shipment.tracking_code),
      carrier: String(rate.carrier ?? ''),
      service: String(rate.service ?? ''),
      amountCents: cents(rate.rate as string),
      labelUrl: String(label.label_pdf_url ?? label.label_url ?? ''),
      trackerId: String(tracker.id ?? ''),
    };
  }

  async track(trackerId: string): Promise<ParcelTracking | null> {
    try {
      return toTracking((await this.client.Tracker.retrieve(trackerId)) as unknown as Json);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  webhookEvent(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): CarrierWebhookEvent {
    const event = this.client.Utils.validateWebhook(rawBody, headers, this.config.webhookSecret) as Json;
    const result = (event.result as Json | undefined) ?? {};
    const isTracker = result.object === 'Tracker' || String(result.id ?? '').startsWith('trk_');
    const createdAt = typeof event.created_at === 'string' ? new Date(event.created_at) : null;
    return {
      id: String(event.id),
      trackerId: isTracker ? String(result.id) : null,
      createdAt: createdAt && !Number.isNaN(createdAt.getTime()) ? createdAt : null,
    };
  }
}
