import { ArgumentMetadata } from '@nestjs/common';
import { ADDRESS_MESSAGES, VALIDATION_MESSAGES } from '@phonehub/domain';
import { CommonErrors, isAppError } from '../../common/errors/app-error';
import { createValidationPipe } from '../../common/validation/validation.pipe';
import { CheckoutSessionDto } from './checkout-session.dto';

const pipe = createValidationPipe();
const asBody: ArgumentMetadata = { type: 'body', metatype: CheckoutSessionDto };

const body = (address: Record<string, unknown>) => ({
  cart_items: [{ id: '7f3c2a10-5b6d-4e8f-9a01-0000aa11bb22', quantity: 1 }],
  origin_url: 'http://localhost:4200',
  email: 'shopper@example.com',
  shipping_method: 'standard',
  shipping_address: {
    name: 'Avery ONeil',
    address_line_1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94105',
    country: 'United States',
    ...address,
  },
});

async function refusal(address: Record<string, unknown>): Promise<string> {
  try {
    await pipe.transform(body(address), asBody);
  } catch (error) {
    if (!isAppError(error, CommonErrors.validationFailed)) throw error;
    return error.detail;
  }
  throw new Error('expected the address to be refused');
}

describe('the checkout address: country and state as a pair, from the shared lists', () => {
  it('stores the country by name and the state by code, whatever case or form was sent', async () => {
    const dto: CheckoutSessionDto = await pipe.transform(
      body({ country: 'usa', state: 'texas', postal_code: '73301' }),
      asBody,
    );
    expect(dto.shipping_address).toMatchObject({ country: 'United States', state: 'TX' });
    const canadian: CheckoutSessionDto = await pipe.transform(
      body({ country: 'Canada', state: 'on', postal_code: 'M5V 3L9' }),
      asBody,
    );
    expect(canadian.shipping_address).toMatchObject({
      country: 'Canada',
      state: 'ON',
      postal_code: 'M5V 3L9',
    });
  });

  it("refuses a state of another country, an unknown one and a country it doesn't ship to", async () => {
    expect(await refusal({ country: 'Canada', state: 'TX', postal_code: 'M5V 3L9' })).toBe(
      ADDRESS_MESSAGES.region,
    );
    expect(await refusal({ state: 'ON' })).toBe(ADDRESS_MESSAGES.region);
    expect(await refusal({ state: 'Atlantis' })).toBe(ADDRESS_MESSAGES.region);
    expect(await refusal({ country: 'Mexico', state: 'CA' })).toBe(ADDRESS_MESSAGES.country);
  });

  it("checks the postal code by the country's rule", async () => {
    expect(await refusal({ country: 'Canada', state: 'ON', postal_code: '94105' })).toBe(
      ADDRESS_MESSAGES.postalCode,
    );
    expect(await refusal({ postal_code: 'M5V 3L9' })).toBe(VALIDATION_MESSAGES.zip);
  });
});
