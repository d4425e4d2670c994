import { QueryFailedError } from 'typeorm';

/** True for a unique-index violation (SQLSTATE 23505), optionally of one named index or constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' && (constraint === undefined || driverError.constraint === constraint);
}
