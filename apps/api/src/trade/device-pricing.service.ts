import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  DevicePricing,
  DeviceTypeName,
  TradeDeviceCatalogue,
  TradeQuoteResponse,
} from '@phonehub/contracts';
import {
  DEFAULT_STORAGE_OPTIONS,
  inferDeviceType,
  TRADE_CONDITIONS,
  tradeQuoteDollars,
  type TradeCondition,
} from '@phonehub/domain';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { isUniqueViolation } from '../database/postgres-errors';
import type { DevicePricingDto } from './dto/device-pricing.dto';
import { toCents, toDollars } from '@phonehub/domain';
import type { TradeQuoteDto } from './dto/trade-quote.dto';
import { DevicePricingEntity } from './entities/device-pricing.entity';
import { TradeErrors } from './trade.errors';
import { deleteLocked } from '../common/database/delete-locked';

const UNIQUE_INDEX = 'uq_device_pricing_brand_model';

/** A seeded or admin-entered row, in cents. */
export interface NewDevicePricing {
  brand: string;
  model: string;
  deviceType: DeviceTypeName;
  storageOptions: string[];
  excellentCents: number;
  veryGoodCents: number;
  goodCents: number;
  fairCents: number;
  basePriceCents: number;
}

export function toDevicePricing(row: DevicePricingEntity): DevicePricing {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    device_type: row.deviceType,
    storage_options: row.storageOptions,
    condition_prices: {
      excellent: toDollars(row.excellentCents),
      very_good: toDollars(row.veryGoodCents),
      good: toDollars(row.goodCents),
      fair: toDollars(row.fairCents),
    },
    base_price: toDollars(row.basePriceCents),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function conditionPriceCents(row: DevicePricingEntity, condition: TradeCondition): number {
  const byCondition: Record<TradeCondition, number> = {
    excellent: row.excellentCents,
    very_good: row.veryGoodCents,
    good: row.goodCents,
    fair: row.fairCents,
  };
  return byCondition[condition];
}

function fromDto(dto: DevicePricingDto): NewDevicePricing {
  const prices = dto.condition_prices ?? {};
  return {
    brand: dto.brand,
    model: dto.model,
    // Unless the admin says, the model's name tells (a form that does not ask keeps working).
    deviceType: dto.device_type ?? inferDeviceType(dto.model),
    storageOptions: dto.storage_options?.length ? dto.storage_options : [...DEFAULT_STORAGE_OPTIONS],
    excellentCents: toCents(prices.excellent ?? 0),
    veryGoodCents: toCents(prices.very_good ?? 0),
    goodCents: toCents(prices.good ?? 0),
    fairCents: toCents(prices.fair ?? 0),
    basePriceCents: toCents(dto.base_price ?? 0),
  };
}

@Injectable()
export class DevicePricingService {
  constructor(
    @InjectRepository(DevicePricingEntity) private readonly rows: Repository<DevicePricingEntity>,
    private readonly audit: AuditService,
  ) {}

  /** Brand → models (each with its device type), both alphabetical. */
  async catalogue(): Promise<TradeDeviceCatalogue> {
    const rows = await this.rows
      .createQueryBuilder('d')
      .orderBy('lower(d.brand)')
      .addOrderBy('lower(d.model)')
      .getMany();
    const catalogue: TradeDeviceCatalogue = {};
    for (const row of rows) {
      (catalogue[row.brand] ??= []).push({
        model: row.model,
        device_type: row.deviceType,
        storage_options: row.storageOptions,
        conditions: [...TRADE_CONDITIONS],
      });
    }
    return catalogue;
  }

  /** Brand and model match ignoring case. */
  findDevice(brand: string, model: string): Promise<DevicePricingEntity | null> {
    return this.rows
      .createQueryBuilder('d')
      .where('lower(d.brand) = lower(:brand) AND lower(d.model) = lower(:model)', { brand, model })
      .getOne();
  }

  /** The quote in whole dollars (rule in libs/shared/domain/src/trade.ts: tradeQuoteDollars). */
  async quote(dto: TradeQuoteDto): Promise<TradeQuoteResponse> {
    const device = await this.findDevice(dto.brand, dto.model);
    if (!device) throw TradeErrors.deviceNotFound();
    return { estimated_value: this.estimate(device, dto.condition, dto.storage) };
  }

  estimate(device: DevicePricingEntity, condition: TradeCondition, storage: string): number {
    const value = tradeQuoteDollars(conditionPriceCents(device, condition), device.storageOptions, storage);
    if (value === null) throw TradeErrors.unknownStorage(device.storageOptions);
    return value;
  }

  async list(): Promise<DevicePricing[]> {
    const rows = await this.rows
      .createQueryBuilder('d')
      .orderBy('lower(d.brand)')
      .addOrderBy('lower(d.model)')
      .getMany();
    return rows.map(toDevicePricing);
  }

  async create(dto: DevicePricingDto, actorId: string | null = null): Promise<DevicePricing> {
    try {
      return await this.rows.manager.transaction(async (manager) => {
        const row = await manager.save(manager.create(DevicePricingEntity, fromDto(dto)));
        const after = toDevicePricing(row);
        await this.audit.record(
          { actorId, action: 'device_pricing.create', entityType: 'device_pricing', entityId: row.id, after },
          manager,
        );
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_INDEX)) throw TradeErrors.pricingExists();
      throw error;
    }
  }

  async update(id: string, dto: DevicePricingDto, actorId: string | null = null): Promise<DevicePricing> {
    try {
      return await this.rows.manager.transaction(async (manager) => {
        const row = await manager.findOne(DevicePricingEntity, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        });
        if (!row) throw TradeErrors.pricingNotFound();
        const before = toDevicePricing(row);
        const after = toDevicePricing(await manager.save(Object.assign(row, fromDto(dto))));
        await this.audit.record(
          {
            actorId,
            action: 'device_pricing.update',
            entityType: 'device_pricing',
            entityId: id,
            before,
            after,
          },
          manager,
        );
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_INDEX)) throw TradeErrors.pricingExists();
      throw error;
    }
  }

  async remove(id: string, actorId: string | null = null): Promise<void> {
    await this.rows.manager.transaction(async (manager) => {
      const row = await deleteLocked(manager, DevicePricingEntity, { id }, TradeErrors.pricingNotFound);
      await this.audit.record(
        {
          actorId,
          action: 'device_pricing.delete',
          entityType: 'device_pricing',
          entityId: id,
          before: toDevicePricing(row),
        },
        manager,
      );
    });
  }
}
