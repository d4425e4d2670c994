import { apiErrorReply } from '@phonehub/api-client';
import type { AdminTotpStatus } from '@phonehub/contracts';
import { screen } from '@testing-library/react';
import { adminApi } from '../../../test/admin-api';
import { DASHBOARD, openAdmin } from '../../../test/render-admin';

const OFF: AdminTotpStatus = { enrolled: false, enrolled_at: null, recovery_codes_left: 0, required: false };
const ON: AdminTotpStatus = {
  enrolled: true,
  enrolled_at: '2026-03-01T10:00:00.000Z',
  recovery_codes_left: 10,
  required: false,
};
const SECURITY = `${DASHBOARD}/security`;

it('enrols an authenticator: QR code and key, the first code, then the recovery codes once', async () => {
  let status = OFF;
  const api = adminApi({
    'GET /api/admin/two-factor': () => ({ body: status }),
    'POST /api/admin/two-factor/enrolment': {
      body: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauth_uri: 'otpauth://totp/PhoneHub:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=PhoneHub',
        qr_code_data_url: 'data:image/png;base64,iVBORw0KGgo=',
      },
    },
    'POST /api/admin/two-factor/enrolment/confirm': () => {
      status = ON;
      return { body: { recovery_codes: ['aaaaa-bbbbb', 'ccccc-ddddd'] } };
    },
  });
  const { user } = openAdmin(SECURITY, api);
  expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
  expect(await screen.findByText('Off')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
  await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
  expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Setup key/)).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

  await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
  expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Authentication code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
  expect(api.callsTo('POST /api/admin/two-factor/enrolment/confirm')[0].body).toEqual({ code: '123456' });

  expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent('aaaaa-bbbbb');
  expect(screen.getByText('Store these recovery codes now')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'I have stored the codes' }));
  expect(await screen.findByText('On')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
});

it('turns two-factor off with the password and a code, and shows why it was refused', async () => {
  let status = ON;
  const api = adminApi({
    'GET /api/admin/two-factor': () => ({ body: status }),
    'POST /api/admin/two-factor/disable': (req) => {
      if ((req.body as { code: string }).code !== '123456')
        return apiErrorReply(401, 'TOTP_INVALID', 'The authentication code is not valid.');
      status = OFF;
      return { status: 204 };
    },
  });
  const { user } = openAdmin(SECURITY, api);
  expect(await screen.findByText('On')).toBeInTheDocument();
  expect(screen.getByText('10')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/^Password/), 'admin-password');
  await user.type(screen.getByLabelText(/^Authentication code/), '000000');
  await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
  expect(await screen.findByText('The authentication code is not valid.')).toBeInTheDocument();

  await user.clear(screen.getByLabelText(/^Authentication code/));
  await user.type(screen.getByLabelText(/^Authentication code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
  expect(await screen.findByText('Off')).toBeInTheDocument();
  expect(api.callsTo('POST /api/admin/two-factor/disable')[1].body).toEqual({
    password: 'admin-password',
    code: '123456',
  });
});
