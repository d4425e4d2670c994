import type { User } from '@phonehub/contracts';
import { TextField } from '@phonehub/ui';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { ADDRESS_KEYS, CONTACT_KEYS, TRADE_COUNTRY, type PersonKey, type TradeForm } from './trade-form';

interface FieldSpec {
  label: string;
  autoComplete: string;
  maxLength: number;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  full?: boolean;
}

const FIELDS: Readonly<Record<PersonKey, FieldSpec>> = {
  firstName: { label: 'First name', autoComplete: 'given-name', maxLength: 50 },
  lastName: { label: 'Last name', autoComplete: 'family-name', maxLength: 50 },
  email: { label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254, full: true },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: 24 },
  street: { label: 'Street address', autoComplete: 'street-address', maxLength: 200, full: true },
  city: { label: 'City', autoComplete: 'address-level2', maxLength: 100 },
  state: { label: 'State', autoComplete: 'address-level1', maxLength: 100 },
  zipCode: { label: 'ZIP code', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 },
};

function PersonField({ form, name }: { form: TradeForm; name: PersonKey }) {
  const spec = FIELDS[name];
  return (
    <TextField
      label={spec.label}
      type={spec.type}
      autoComplete={spec.autoComplete}
      inputMode={spec.inputMode}
      maxLength={spec.maxLength}
      required
      className={spec.full ? 'form-grid__full' : undefined}
      error={form.formState.errors[name]?.message}
      {...form.register(name)}
    />
  );
}

/** The signed-in user's saved details, read-only, with the way to change them. */
function SavedDetails({ rows, missing }: { rows: [string, string][]; missing: boolean }) {
  const shown = rows.filter(([, value]) => value.trim() !== '');
  return (
    <div className="trade-in-saved">
      <p className="trade-in-saved__note">
        {missing
          ? 'We use the details saved in your profile. It is missing something this trade needs, so please add it below.'
          : 'We use the details saved in your profile for this trade.'}{' '}
        <Link to="/profile">Edit your profile</Link>
      </p>
      {shown.length > 0 && (
        <dl className="trade-in-saved__list">
          {shown.map(([label, value]) => (
            <div key={label} className="trade-in-saved__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

interface StepProps {
  form: TradeForm;
  user: User | null;
  asked: readonly PersonKey[];
}

export function PersonalStep({ form, user, asked }: StepProps) {
  const ask = CONTACT_KEYS.filter((key) => asked.includes(key));
  return (
    <>
      {user && (
        <SavedDetails
          missing={ask.length > 0}
          rows={[
            ['Name', `${user.first_name ?? ''} ${user.last_name ?? ''}`],
            ['Email', user.email ?? ''],
            ['Phone', user.phone ?? ''],
          ]}
        />
      )}
      {ask.length > 0 && (
        <div className="form-grid form-grid--2">
          {ask.map((key) => (
            <PersonField key={key} form={form} name={key} />
          ))}
        </div>
      )}
    </>
  );
}

export function AddressStep({ form, user, asked }: StepProps) {
  const ask = ADDRESS_KEYS.filter((key) => asked.includes(key));
  const address = user?.address;
  return (
    <>
      {user && (
        <SavedDetails
          missing={ask.length > 0}
          rows={[
            ['Street address', address?.street ?? ''],
            ['City', address?.city ?? ''],
            ['State', address?.state ?? ''],
            ['ZIP code', address?.zipCode ?? ''],
            ['Country', ask.length === 0 ? TRADE_COUNTRY : ''],
          ]}
        />
      )}
      {ask.length > 0 && (
        <div className="form-grid form-grid--2">
          {ask.map((key) => (
            <PersonField key={key} form={form} name={key} />
          ))}
          <TextField
            label="Country"
            value={TRADE_COUNTRY}
            readOnly
            hint="Trade-ins are available in the USA only."
          />
        </div>
      )}
    </>
  );
}
