import type { EntityManager } from 'typeorm';
import type { InventoryService } from '../../catalogue/inventory.service';
import type { ParcelSize } from '../../shipping/carrier.port';
import { parcelFor } from '../../shipping/shipping.service';

/** What goes in a parcel: order lines (a product deleted since still ships, in a phone's box). */
export interface ParcelLine {
  productId: string | null;
  quantity: number;
}

/** The box and weight for these lines, by their products' categories (the catalogue's), one unit each. */
export async function parcelOfLines(
  inventory: InventoryService,
  manager: EntityManager,
  lines: readonly ParcelLine[],
): Promise<ParcelSize> {
  const categories = await inventory.categories(
    manager,
    lines.flatMap((l) => (l.productId ? [l.productId] : [])),
  );
  return parcelFor(
    lines.flatMap((l) =>
      Array.from({ length: l.quantity }, () => (l.productId && categories.get(l.productId)) || 'smartphones'),
    ),
  );
}
