import { planTransfers } from './transfer-plan';

describe('planTransfers', () => {
  it('sends each payable order once, oldest first', () => {
    expect(
      planTransfers(
        [
          { orderId: 'a', netCents: 9600 },
          { orderId: 'b', netCents: 4800 },
        ],
        new Set(),
      ),
    ).toEqual([
      { orderId: 'a', amountCents: 9600, settles: [] },
      { orderId: 'b', amountCents: 4800, settles: [] },
    ]);
  });

  it('leaves held (disputed) orders and settled orders alone', () => {
    expect(
      planTransfers(
        [
          { orderId: 'a', netCents: 9600 },
          { orderId: 'b', netCents: 0 },
          { orderId: 'c', netCents: 100 },
        ],
        new Set(['a']),
      ),
    ).toEqual([{ orderId: 'c', amountCents: 100, settles: [] }]);
  });

  it('settles debts from the next orders before sending the rest', () => {
    const plans = planTransfers(
      [
        { orderId: null, netCents: -500 },
        { orderId: 'old', netCents: -3000 },
        { orderId: 'a', netCents: 2000 },
        { orderId: 'b', netCents: 9600 },
      ],
      new Set(),
    );
    expect(plans).toEqual([
      {
        orderId: 'a',
        amountCents: 0,
        settles: [
          { debtOrderId: null, cents: 500 },
          { debtOrderId: 'old', cents: 1500 },
        ],
      },
      { orderId: 'b', amountCents: 8100, settles: [{ debtOrderId: 'old', cents: 1500 }] },
    ]);
    const total = plans.reduce((sum, p) => sum + p.amountCents, 0);
    expect(total).toBe(2000 + 9600 - 500 - 3000);
  });

  it('sends nothing while the debts are larger than what is payable', () => {
    expect(
      planTransfers(
        [
          { orderId: 'old', netCents: -5000 },
          { orderId: 'a', netCents: 2000 },
        ],
        new Set(),
      ),
    ).toEqual([{ orderId: 'a', amountCents: 0, settles: [{ debtOrderId: 'old', cents: 2000 }] }]);
  });
});
