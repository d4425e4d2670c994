import { ArgumentMetadata } from '@nestjs/common';
import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { ListUsersQueryDto } from '../../admin/dto/list-users-query.dto';
import { RegisterDto } from '../../auth/dto/register.dto';
import { UpdateProfileDto } from '../../auth/dto/update-profile.dto';
import { CommonErrors, isAppError } from '../errors/app-error';
import { createValidationPipe } from './validation.pipe';

const pipe = createValidationPipe();
const asBody = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });

async function detailOf(
  value: unknown,
  metatype: ArgumentMetadata['metatype'] = RegisterDto,
): Promise<string> {
  try {
    await pipe.transform(value, asBody(metatype));
  } catch (error) {
    if (!isAppError(error, CommonErrors.validationFailed)) throw error;
    return error.detail;
  }
  throw new Error('expected the value to be refused');
}

const valid = {
  email: 'jamie@example.com',
  password: 'Shopper#2026',
  first_name: 'Jamie',
  last_name: 'Rivera',
  phone: '+1 (415) 555-0142',
};

describe('the global validation pipe', () => {
  it('normalises what it accepts (trimmed names, lower-case email)', async () => {
    const dto = await pipe.transform(
      { ...valid, email: ' Jamie@Example.COM ', first_name: '  Jamie ' },
      asBody(RegisterDto),
    );
    expect(dto).toBeInstanceOf(RegisterDto);
    expect(dto).toMatchObject({ email: 'jamie@example.com', first_name: 'Jamie', password: 'Shopper#2026' });
  });

  it('does not trim passwords', async () => {
    const dto = await pipe.transform({ ...valid, password: '  spaced out pass  ' }, asBody(RegisterDto));
    expect(dto.password).toBe('  spaced out pass  ');
  });

  it.each([
    [{ ...valid, password: 'short' }, VALIDATION_MESSAGES.passwordLength],
    [{ ...valid, password: 'password' }, VALIDATION_MESSAGES.passwordCommon],
    [{ ...valid, email: 'x@y' }, VALIDATION_MESSAGES.email],
    [{ ...valid, first_name: 'J4mie' }, VALIDATION_MESSAGES.name],
    [{ ...valid, phone: '555' }, VALIDATION_MESSAGES.phone],
    [{ ...valid, phone: undefined }, VALIDATION_MESSAGES.requiredFields],
    [{}, VALIDATION_MESSAGES.requiredFields],
    [undefined, VALIDATION_MESSAGES.requiredFields],
    ['just a string', VALIDATION_MESSAGES.requiredFields],
  ])('refuses %j with "%s"', async (value, message) => {
    expect(await detailOf(value)).toBe(message);
  });

  it('prefers a stray field, then a missing one, over a format complaint', async () => {
    expect(await detailOf({ ...valid, email: 'bad', role: 'admin' })).toBe('The field "role" is not allowed');
    expect(await detailOf({ ...valid, email: 'bad', phone: '' })).toBe(VALIDATION_MESSAGES.requiredFields);
  });

  it('reaches into nested objects with a dotted path', async () => {
    const address = {
      street: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '627',
      country: 'United States',
    };
    expect(await detailOf({ address }, UpdateProfileDto)).toBe(VALIDATION_MESSAGES.zip);
    expect(await detailOf({ address: { ...address, zipCode: '62701', extra: 1 } }, UpdateProfileDto)).toBe(
      'The field "address.extra" is not allowed',
    );
    expect(await detailOf({ address: 'somewhere' }, UpdateProfileDto)).toBe(
      'Please enter a complete address',
    );
  });

  it('turns query strings into numbers with defaults', async () => {
    const query = await pipe.transform({ page_size: '20' }, { type: 'query', metatype: ListUsersQueryDto });
    expect(query).toMatchObject({ page: 1, page_size: 20 });
    await expect(
      pipe.transform({ page_size: '500' }, { type: 'query', metatype: ListUsersQueryDto }),
    ).rejects.toMatchObject({ key: CommonErrors.validationFailed.key });
  });
});
