import { Injectable, type PipeTransform } from '@nestjs/common';
import { CommonErrors, type AppError } from '../errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical UUID (the ids of every table). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * A route's `:id`: a malformed id can name nothing, so it is the resource's own 404 (never a 500
 * from PostgreSQL's uuid cast, and never a different answer from an unknown id's).
 * Use: `@Param('id', new IdParam(OrderErrors.notFound)) id: string`.
 */
@Injectable()
export class IdParam implements PipeTransform<unknown, string> {
  constructor(private readonly notFound: () => AppError = CommonErrors.notFound) {}

  transform(value: unknown): string {
    if (!isUuid(value)) throw this.notFound();
    return value.toLowerCase();
  }
}
