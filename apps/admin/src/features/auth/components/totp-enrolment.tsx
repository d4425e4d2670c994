import type { AdminTotpSetup } from '@phonehub/contracts';
import { Alert, Button, TextField } from '@phonehub/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failureDetail } from '../../../shared/use-admin-mutation';
import './two-factor.css';

export interface TotpEnrolmentProps {
  /** Makes the new secret. */
  start: () => Promise<AdminTotpSetup>;
  /** Turns it on with the app's current code; answers the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  /** Once the recovery codes were shown and the admin says they are stored. */
  onDone: () => void;
  doneLabel: string;
}

/** The secret in groups of four, as authenticator apps show a key typed in by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolling an authenticator app: a new secret as a QR code (and as text), its first code to turn it
 * on, then the recovery codes, shown this once. Used by the sign-in (when enrolment is required) and
 * by the portal's Security section.
 */
export function TotpEnrolment({ start, confirm, onDone, doneLabel }: TotpEnrolmentProps) {
  const begin = useMutation({ mutationFn: start });
  const finish = useMutation({ mutationFn: confirm });
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  if (finish.data) return <RecoveryCodes codes={finish.data} onDone={onDone} doneLabel={doneLabel} />;

  if (!begin.data) {
    return (
      <div className="admin-totp">
        <p>
          Two-factor authentication asks for a code from an authenticator app on your phone (such as Google
          Authenticator, Microsoft Authenticator or 1Password) each time you sign in, besides your password.
        </p>
        {begin.isError && <Alert tone="danger">{failureDetail(begin)}</Alert>}
        <Button onClick={() => begin.mutate()} loading={begin.isPending} loadingText="Preparing...">
          Set up authenticator app
        </Button>
      </div>
    );
  }

  const setup = begin.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(typed === '');
    if (typed) finish.mutate(typed);
  };
  return (
    <div className="admin-totp">
      <ol className="admin-totp__steps">
        <li>
          <p>Scan this QR code with your authenticator app:</p>
          <img
            className="admin-totp__qr"
            src={setup.qr_code_data_url}
            alt="QR code to scan with your authenticator app"
            width={240}
            height={240}
          />
          <TextField
            label="Setup key"
            hint="Can't scan the code? Add an account by hand in the app and type this key (time-based)."
            readOnly
            value={grouped(setup.secret)}
            className="admin-totp__secret"
            onFocus={(event) => event.currentTarget.select()}
          />
        </li>
        <li>
          <form className="admin-totp__confirm" onSubmit={submit} noValidate>
            <TextField
              label="Authentication code"
              hint="Enter the 6-digit code the app now shows for PhoneHub."
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={
                missing
                  ? 'Enter the 6-digit code from your authenticator app'
                  : (failureDetail(finish) ?? undefined)
              }
            />
            <Button type="submit" loading={finish.isPending} loadingText="Checking...">
              Turn on two-factor authentication
            </Button>
          </form>
        </li>
      </ol>
    </div>
  );
}

function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  return (
    <div className="admin-totp">
      <Alert tone="success" title="Two-factor authentication is on">
        From now on, signing in asks for the code from your authenticator app.
      </Alert>
      <Alert tone="warning" title="Store these recovery codes now">
        If you lose your phone, each of these codes signs you in once in place of the app&apos;s code. They
        are shown only this once: store them somewhere safe, such as a password manager, before you continue.
      </Alert>
      <ul className="admin-totp__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>{doneLabel}</Button>
    </div>
  );
}
