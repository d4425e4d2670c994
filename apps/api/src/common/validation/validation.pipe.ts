import { ValidationPipe, type ArgumentMetadata, type ValidationPipeOptions } from '@nestjs/common';
import { CommonErrors } from '../errors/app-error';
import { firstValidationMessage } from './first-validation-message';

export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors) => CommonErrors.validationFailed(firstValidationMessage(errors)),
};

/**
 * A query DTO of a hot route may check itself by hand (`static fromQuery`), with the same outcome
 * as its decorators (its spec compares the two): class-transformer and class-validator cost more
 * per request than a listing's own work in Node (tools/bench, issue 18).
 */
interface SelfParsingQuery {
  fromQuery(query: Readonly<Record<string, unknown>>): unknown;
}

const parsesItself = (metatype: unknown): metatype is SelfParsingQuery =>
  typeof metatype === 'function' && typeof (metatype as Partial<SelfParsingQuery>).fromQuery === 'function';

class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (
      metadata.type === 'query' &&
      parsesItself(metadata.metatype) &&
      value !== null &&
      typeof value === 'object'
    )
      return metadata.metatype.fromQuery(value as Record<string, unknown>);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe(VALIDATION_OPTIONS);
}
