import type { ReactNode } from 'react';
import type { TradePayoutMethod, TradePayoutRequest } from '@phonehub/contracts';
import { TextField } from '@phonehub/ui';

export interface BankAccount {
  holder: string;
  routing: string;
  account: string;
}

/** What a payout choice sends: the method, and for a bank transfer the account it goes to. */
export function payoutBody(method: TradePayoutMethod, bank: BankAccount): TradePayoutRequest {
  return method === 'store_credit'
    ? { method }
    : {
        method,
        account_holder: bank.holder,
        routing_number: bank.routing.trim(),
        account_number: bank.account.trim(),
      };
}

/** The two payout methods as radios (each caller words the store-credit line for its reader), then
 * what the caller adds to the group. */
export function PayoutMethodChoice({
  name,
  method,
  onChange,
  storeCredit,
  bankTransfer,
  children,
}: {
  name: string;
  method: TradePayoutMethod;
  onChange: (method: TradePayoutMethod) => void;
  storeCredit: ReactNode;
  bankTransfer: ReactNode;
  children?: ReactNode;
}) {
  const radio = (value: TradePayoutMethod, label: ReactNode) => (
    <label className="trade-payout__method">
      <input
        type="radio"
        name={name}
        value={value}
        checked={method === value}
        onChange={() => onChange(value)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="trade-payout__methods">
      <legend>How would you like to be paid?</legend>
      {radio('store_credit', storeCredit)}
      {radio('bank_transfer', bankTransfer)}
      {children}
    </fieldset>
  );
}

const ACCOUNT_NUMBERS = [
  { key: 'routing', label: 'Routing number', hint: '9 digits' },
  {
    key: 'account',
    label: 'Account number',
    hint: 'Stored encrypted; we only ever show its last four digits',
  },
] as const;

/** The account a bank transfer goes to; the signed-in page also explains the numbers. */
export function BankAccountFields({
  value,
  onChange,
  withHints = false,
}: {
  value: BankAccount;
  onChange: (value: BankAccount) => void;
  withHints?: boolean;
}) {
  const edit = (key: keyof BankAccount) => ({
    value: value[key],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value }),
    required: true,
  });
  return (
    <>
      <TextField label="Account holder" maxLength={100} {...edit('holder')} />
      {ACCOUNT_NUMBERS.map(({ key, label, hint }) => (
        <TextField
          key={key}
          label={label}
          inputMode="numeric"
          autoComplete="off"
          hint={withHints ? hint : undefined}
          {...edit(key)}
        />
      ))}
    </>
  );
}
