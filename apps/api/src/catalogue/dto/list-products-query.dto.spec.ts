import { ValidationPipe } from '@nestjs/common';
import { CommonErrors, isAppError } from '../../common/errors/app-error';
import { createValidationPipe, VALIDATION_OPTIONS } from '../../common/validation/validation.pipe';
import { ListProductsQueryDto } from './list-products-query.dto';

type Query = Record<string, string | string[]>;

/** What the decorators make of a query: class-transformer and class-validator, as the pipe ran them. */
const decorators = new ValidationPipe(VALIDATION_OPTIONS);
const appPipe = createValidationPipe();
const asQuery = { type: 'query', metatype: ListProductsQueryDto } as const;

async function outcome(
  run: () => Promise<unknown> | unknown,
): Promise<{ value?: unknown; refused?: string }> {
  try {
    // Compared as plain values: fields left undefined and absent ones are alike to the service.
    return { value: JSON.parse(JSON.stringify(await run())) };
  } catch (error) {
    if (!isAppError(error, CommonErrors.validationFailed)) throw error;
    return { refused: error.detail };
  }
}

// Values each field may arrive with: valid, blank, malformed, out of range, repeated.
const CANDIDATES: Record<string, Array<string | string[]>> = {
  page: ['1', ' 3 ', '0', '-1', 'abc', '1.5', '', '+2', '9999999999999999', ['1', '2']],
  limit: ['12', '48', '49', '0', 'ten', ' ', ['3', '4']],
  sort: ['price', '-price', 'name', 'created_at', 'drop', 'price;DROP', '', ['price', 'name']],
  search: ['iphone 15 pro', '  galaxy  ', 'a'.repeat(100), 'a'.repeat(101), 'x\u0001y', '', ['a', 'b']],
  category: ['Smartphones', 'smart-watches', 'Smartwatch', 'phones', 'Accessories', '', ['laptops', 'audio']],
  brand: ['Apple', ' samsung ', 'b'.repeat(101), '', ['a', 'b']],
  model: ['iPhone 14 Pro', 'm'.repeat(101), '', ['a', 'b']],
  condition: ['Good', 'very good', 'Good,Fair', 'Mint', 'Good,Mint', ' , ', ['New', 'Used'], ['New', 'Mint']],
  minPrice: ['100', '0', '199.99', '1.999', '-1', 'abc', '1e3', '2000000', '500', '', ['1', '2']],
  maxPrice: ['800', '100', '1.999', '0.5', '1e3', '2000000', '', 'abc', ['1', '2']],
  includeOutOfStock: ['true', 'false', 'yes', '', ['true', 'false']],
};

/** A fixed pseudo-random sequence: the same combinations on every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function combinations(count: number): Query[] {
  const next = sequence(18);
  const fields = Object.keys(CANDIDATES);
  const queries: Query[] = [];
  for (let i = 0; i < count; i++) {
    const query: Query = {};
    for (const field of fields) {
      if (next() < 0.5) continue;
      const values = CANDIDATES[field];
      query[field] = values[Math.floor(next() * values.length)];
    }
    queries.push(query);
  }
  return queries;
}

describe('ListProductsQueryDto.fromQuery', () => {
  const singles: Query[] = Object.entries(CANDIDATES).flatMap(([field, values]) =>
    values.map((v) => ({ [field]: v })),
  );
  const cases: Query[] = [
    {},
    ...singles,
    { color: 'red' },
    { page: '0', color: 'red' },
    { color: 'red', size: 'xl' },
    { minPrice: '500', maxPrice: '100' },
    { minPrice: '5', maxPrice: '1.999' },
    { minPrice: '2000000', maxPrice: '100' },
    { minPrice: 'abc', maxPrice: '100' },
    ...combinations(3000),
  ];

  it.each(cases.slice(0, 40).map((q) => [JSON.stringify(q), q]))(
    'makes of %s what the decorators make of it',
    async (_label, query) => {
      expect(await outcome(() => ListProductsQueryDto.fromQuery(query))).toEqual(
        await outcome(() => decorators.transform(query, asQuery)),
      );
    },
  );

  it('makes of 3,000 mixed queries what the decorators make of them, refusal messages included', async () => {
    let refused = 0;
    for (const query of cases.slice(40)) {
      const expected = await outcome(() => decorators.transform(query, asQuery));
      if (expected.refused) refused++;
      expect({ query, ...(await outcome(() => ListProductsQueryDto.fromQuery(query))) }).toEqual({
        query,
        ...expected,
      });
    }
    // Both sides of the comparison are exercised.
    expect(refused).toBeGreaterThan(100);
    expect(refused).toBeLessThan(cases.length - 140);
  });

  it('is what the global validation pipe runs for the listing query, and returns the DTO', async () => {
    const dto = await appPipe.transform(
      { page: '2', category: 'Smartphones', condition: 'good,Fair' },
      asQuery,
    );
    expect(dto).toBeInstanceOf(ListProductsQueryDto);
    expect(dto).toMatchObject({ page: 2, category: 'smartphones', condition: ['Good', 'Fair'] });
    await expect(appPipe.transform({ limit: '49' }, asQuery)).rejects.toMatchObject({
      detail: 'limit must be a whole number from 1 to 48',
    });
  });
});
