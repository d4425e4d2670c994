import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  PasswordField,
  QueryView,
  TextField,
} from '@phonehub/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failureDetail } from '../../../shared/use-admin-mutation';
import {
  adminTwoFactorKey,
  confirmTotpEnrolment,
  startTotpEnrolment,
  useAdminTwoFactor,
  useDisableTotp,
  type AdminTotpStatus,
} from '../api/two-factor';
import { TotpEnrolment } from './totp-enrolment';
import './two-factor.css';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The portal's Security section: the signed-in admin's two-factor authentication. */
export function TwoFactorSection() {
  const status = useAdminTwoFactor();
  return (
    <Card>
      <CardHeader
        title="Two-factor authentication"
        description="A code from an authenticator app, asked for at every sign-in besides the password."
      />
      <CardBody className="admin-two-factor">
        <QueryView query={status} errorTitle="The two-factor settings could not be loaded">
          {(data) => (data.enrolled ? <Enrolled status={data} /> : <NotEnrolled status={data} />)}
        </QueryView>
      </CardBody>
    </Card>
  );
}

function NotEnrolled({ status }: { status: AdminTotpStatus }) {
  const queryClient = useQueryClient();
  const [enrolling, setEnrolling] = useState(false);
  if (enrolling) {
    return (
      <TotpEnrolment
        start={startTotpEnrolment}
        confirm={async (code) => (await confirmTotpEnrolment({ code })).recovery_codes}
        onDone={() => void queryClient.invalidateQueries({ queryKey: adminTwoFactorKey })}
        doneLabel="I have stored the codes"
      />
    );
  }
  return (
    <>
      <p>
        <Badge tone="warning">Off</Badge> Signing in takes the password alone.
        {status.required &&
          ' Two-factor authentication is required: the next sign-in will ask you to set it up.'}
      </p>
      <div>
        <Button onClick={() => setEnrolling(true)}>Set up two-factor authentication</Button>
      </div>
    </>
  );
}

function Enrolled({ status }: { status: AdminTotpStatus }) {
  const disable = useDisableTotp();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = password !== '' && code.trim() !== '';
    setMissing(!filled);
    if (filled) disable.mutate({ password, code: code.trim() });
  };
  return (
    <>
      <p>
        <Badge tone="success">On</Badge>
        {status.enrolled_at && ` since ${when.format(new Date(status.enrolled_at))}`}. Recovery codes left:{' '}
        <strong>{status.recovery_codes_left}</strong>
      </p>
      {status.recovery_codes_left <= 2 && (
        <Alert tone="warning">
          Few recovery codes are left. To get new ones, turn two-factor authentication off and set it up
          again.
        </Alert>
      )}
      <form className="admin-totp__confirm" onSubmit={submit} noValidate>
        <h3>Turn off two-factor authentication</h3>
        {missing && <Alert tone="danger">Enter your password and an authentication code.</Alert>}
        {disable.isError && <Alert tone="danger">{failureDetail(disable)}</Alert>}
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Authentication code"
          hint="The 6-digit code from your authenticator app, or a recovery code."
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="outline" loading={disable.isPending} loadingText="Turning off...">
          Turn off two-factor authentication
        </Button>
      </form>
    </>
  );
}
