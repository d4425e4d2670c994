import { ErrorCode } from '@phonehub/contracts';
import { CommonErrors, type AppError } from '../../common/errors/app-error';
import { ReturnErrors } from './returns.errors';
import { chooseReturnLines } from './return-lines';

const phone = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  name: 'Pixel 8',
  productId: 'p1',
  unitPriceCents: 50000,
  quantity: 2,
};
const case_ = {
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  name: 'Case',
  productId: null,
  unitPriceCents: 1999,
  quantity: 1,
};

function refusal(run: () => unknown): { status: number; code: string; detail: string; key?: string } {
  try {
    run();
  } catch (error) {
    const e = error as AppError;
    return { status: e.statusCode, code: e.code, detail: e.detail, key: e.key };
  }
  throw new Error('expected a refusal');
}

describe('chooseReturnLines', () => {
  it('takes every unit of every line when no items are named', () => {
    expect(chooseReturnLines([phone, case_])).toEqual([
      { line: phone, quantity: 2 },
      { line: case_, quantity: 1 },
    ]);
    expect(chooseReturnLines([phone], [])).toEqual([{ line: phone, quantity: 2 }]);
  });

  it('takes the named lines and units, whatever the case of the id', () => {
    expect(
      chooseReturnLines([phone, case_], [{ order_item_id: phone.id.toUpperCase(), quantity: 1 }]),
    ).toEqual([{ line: phone, quantity: 1 }]);
  });

  it('refuses a line of another order and more units than were bought with 422', () => {
    expect(refusal(() => chooseReturnLines([phone], [{ order_item_id: case_.id, quantity: 1 }]))).toEqual({
      status: 422,
      code: ErrorCode.ValidationFailed,
      detail: `Item ${case_.id} is not part of this order`,
      key: ReturnErrors.items.key,
    });
    expect(refusal(() => chooseReturnLines([phone], [{ order_item_id: phone.id, quantity: 3 }])).detail).toBe(
      'You can return at most 2 of Pixel 8',
    );
  });

  it('refuses a line listed twice with 400', () => {
    const twice = refusal(() =>
      chooseReturnLines(
        [phone],
        [
          { order_item_id: phone.id, quantity: 1 },
          { order_item_id: phone.id.toUpperCase(), quantity: 1 },
        ],
      ),
    );
    expect(twice).toMatchObject({ status: 400, key: CommonErrors.validationFailed.key });
    expect(twice.detail).toBe('Each order line can be listed only once');
  });
});
