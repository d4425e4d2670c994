import { ValidationPipe } from '@nestjs/common';
import { ValidationFailedError } from '../errors/app-error';
import { firstValidationMessage } from './first-validation-message';

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new ValidationFailedError(firstValidationMessage(errors)),
  });
}
