import type { IdAndBody } from './with-id-and-body';

/** The body of a suspension change: suspend the account (true) or restore it (false). */
export interface SuspensionBody {
  is_suspended: boolean;
}

/** The spec's toast once an account of a kind ('Seller', 'User') is suspended or restored. */
export const suspensionToast =
  (kind: string) =>
  (_record: unknown, { body }: IdAndBody<SuspensionBody>): string =>
    `${kind} ${body.is_suspended ? 'suspended' : 'unsuspended'} successfully`;
