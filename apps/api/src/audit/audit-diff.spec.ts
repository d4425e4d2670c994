import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('pairs each changed field with its old value, keyed in snake_case', () => {
    const order = { status: 'confirmed', trackingNumber: null as string | null, notes: 'x' };
    expect(auditDiff(order, { status: 'shipped', trackingNumber: '1Z9' })).toEqual({
      before: { status: 'confirmed', tracking_number: null },
      after: { status: 'shipped', tracking_number: '1Z9' },
    });
  });

  it('leaves out fields the write does not set', () => {
    expect(auditDiff({ a: 1, b: 2 }, { a: 3, b: undefined })).toEqual({ before: { a: 1 }, after: { a: 3 } });
  });
});
