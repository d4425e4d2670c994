import { CommonErrors } from '../../common/errors/app-error';
import { ReturnErrors } from './returns.errors';

/** An order line as far as a return needs it. */
export interface ReturnableLine {
  id: string;
  name: string;
  productId: string | null;
  unitPriceCents: number;
  quantity: number;
}

export interface ChosenLine<L extends ReturnableLine = ReturnableLine> {
  line: L;
  quantity: number;
}

/**
 * The units a return sends back: the asked lines (each a line of this order, listed once, at most
 * its purchased quantity) or, when none are named, every unit of every line.
 */
export function chooseReturnLines<L extends ReturnableLine>(
  lines: readonly L[],
  requested?: readonly { order_item_id: string; quantity: number }[],
): ChosenLine<L>[] {
  if (!requested || requested.length === 0) return lines.map((line) => ({ line, quantity: line.quantity }));
  const byId = new Map(lines.map((line) => [line.id.toLowerCase(), line]));
  const seen = new Set<string>();
  return requested.map((asked) => {
    const id = asked.order_item_id.toLowerCase();
    if (seen.has(id)) throw CommonErrors.validationFailed('Each order line can be listed only once');
    seen.add(id);
    const line = byId.get(id);
    if (!line) throw ReturnErrors.items(`Item ${asked.order_item_id} is not part of this order`);
    if (asked.quantity > line.quantity)
      throw ReturnErrors.items(`You can return at most ${line.quantity} of ${line.name}`);
    return { line, quantity: asked.quantity };
  });
}
