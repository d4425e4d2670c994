import { apiErrorReply, createFetchMock, pagedFixture, fakeUser } from '@phonehub/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD, LOGIN, renderAdmin } from '../../../test/render-admin';

const admin = {
  ...fakeUser({ id: 'admin-1', role: 'admin', first_name: 'Site', last_name: 'Admin' }),
  username: 'admin',
};

async function signInWith(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

it('has the form, a Back to Home link and asks for both fields', async () => {
  const { api } = renderAdmin(LOGIN);
  expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
  expect(api.calls).toHaveLength(0);
});

it('signs the admin in with the returned token, says so and opens the portal', async () => {
  const api = createFetchMock({
    'POST /api/admin/login': { body: { access_token: 'admin-jwt', admin } },
    'GET /api/auth/me': (req) =>
      req.headers.authorization === 'Bearer admin-jwt' ? { body: admin } : { status: 401 },
    'GET /api/admin/users': { body: pagedFixture([]) },
  });
  const view = renderAdmin(LOGIN, api);
  await signInWith('admin', 'correct-password');

  expect(await screen.findByText('Admin login successful!')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Admin Management Portal' })).toBeInTheDocument();
  // The dashboard opens on its first section.
  expect(view.location()).toBe(`${DASHBOARD}/trades`);
  expect(api.callsTo('POST /api/admin/login')[0].body).toEqual({
    username: 'admin',
    password: 'correct-password',
  });
  expect(localStorage.getItem('authToken')).toBe('admin-jwt');
  expect(localStorage.getItem('adminAuth')).toBe('true');
});

it("shows 'Signing in...' while the request runs", async () => {
  const api = createFetchMock({ 'POST /api/admin/login': () => new Promise(() => undefined) });
  renderAdmin(LOGIN, api);
  await signInWith('admin', 'pw');
  expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
});

it.each([
  ['the API detail', apiErrorReply(401, 'INVALID_CREDENTIALS', 'Invalid credentials'), 'Invalid credentials'],
  ['the fallback when there is no detail', { status: 500 }, 'Login failed. Please check your credentials.'],
  ['the network message', { networkError: true as const }, 'Login failed - network error'],
])('a failed login shows %s', async (_case, reply, message) => {
  const api = createFetchMock({ 'POST /api/admin/login': reply });
  const view = renderAdmin(LOGIN, api);
  await signInWith('admin', 'wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(view.location()).toBe(LOGIN);
  expect(localStorage.getItem('authToken')).toBeNull();
});

describe('two-factor authentication', () => {
  const TOTP_REQUIRED = apiErrorReply(
    401,
    'TOTP_REQUIRED',
    'Enter the authentication code from your authenticator app (or one of your recovery codes).',
  );

  it('asks for the authentication code when the API needs one, and signs in with it', async () => {
    const api = createFetchMock({
      'POST /api/admin/login': (req) =>
        (req.body as { totp_code?: string }).totp_code === '123456'
          ? { body: { access_token: 'admin-jwt', admin } }
          : TOTP_REQUIRED,
      'GET /api/auth/me': { body: admin },
      'GET /api/admin/users': { body: pagedFixture([]) },
    });
    const view = renderAdmin(LOGIN, api);
    await signInWith('admin', 'correct-password');

    // No token yet: the form now asks for the code, saying why (not as a failure).
    const codeField = await screen.findByLabelText(/^Authentication code/);
    expect(screen.getByRole('status')).toHaveTextContent('Enter the authentication code');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(view.location()).toBe(LOGIN);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(api.callsTo('POST /api/admin/login')).toHaveLength(1);

    await user.type(codeField, ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Admin Management Portal' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/login')[1].body).toEqual({
      username: 'admin',
      password: 'correct-password',
      totp_code: '123456',
    });
    expect(localStorage.getItem('authToken')).toBe('admin-jwt');
  });

  it('shows why a code was refused and keeps the code field (a recovery code may be typed there too)', async () => {
    const api = createFetchMock({
      'POST /api/admin/login': (req) =>
        (req.body as { totp_code?: string }).totp_code
          ? apiErrorReply(401, 'TOTP_INVALID', 'The authentication code is not valid.')
          : TOTP_REQUIRED,
    });
    renderAdmin(LOGIN, api);
    await signInWith('admin', 'correct-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Authentication code/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The authentication code is not valid.');
    expect(screen.getByLabelText(/^Authentication code/)).toHaveValue('abcde-fghjk');
    expect(api.callsTo('POST /api/admin/login')[1].body).toMatchObject({ totp_code: 'abcde-fghjk' });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('sends an admin without an authenticator straight to enrolment when it is required, then into the portal', async () => {
    const api = createFetchMock({
      'POST /api/admin/login': { body: { totp_enrolment_required: true, enrolment_token: 'enrol-jwt' } },
      'POST /api/admin/login/two-factor/enrolment': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauth_uri:
            'otpauth://totp/PhoneHub:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=PhoneHub',
          qr_code_data_url: 'data:image/png;base64,iVBORw0KGgo=',
        },
      },
      'POST /api/admin/login/two-factor/enrolment/confirm': (req) =>
        (req.body as { code: string }).code === '654321'
          ? { body: { recovery_codes: ['aaaaa-bbbbb', 'ccccc-ddddd'], access_token: 'admin-jwt', admin } }
          : apiErrorReply(400, 'TOTP_INVALID', 'That code does not match.'),
      'GET /api/auth/me': { body: admin },
      'GET /api/admin/users': { body: pagedFixture([]) },
    });
    const view = renderAdmin(LOGIN, api);
    await signInWith('admin', 'correct-password');

    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByLabelText(/^Setup key/)).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(api.callsTo('POST /api/admin/login/two-factor/enrolment')[0].body).toEqual({
      enrolment_token: 'enrol-jwt',
    });

    const code = screen.getByLabelText(/^Authentication code/);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByText('That code does not match.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));

    // The recovery codes, once, with the advice to store them; signed in only after that.
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes).toHaveTextContent('aaaaa-bbbbb');
    expect(codes).toHaveTextContent('ccccc-ddddd');
    expect(screen.getByText('Store these recovery codes now')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have stored the codes, continue' }));
    expect(await screen.findByRole('heading', { name: 'Admin Management Portal' })).toBeInTheDocument();
    expect(view.location()).toBe(`${DASHBOARD}/trades`);
    expect(localStorage.getItem('authToken')).toBe('admin-jwt');
  });
});

describe('portal access is decided by the API, not the browser flag', () => {
  it('sends a visitor without a token to the admin login', () => {
    const view = renderAdmin(DASHBOARD);
    expect(view.location()).toBe(LOGIN);
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it('sends a signed-in non-admin to the admin login even with adminAuth set', async () => {
    const customer = fakeUser();
    localStorage.setItem('currentUser', JSON.stringify({ ...customer, role: 'admin' }));
    localStorage.setItem('authToken', 'customer-jwt');
    localStorage.setItem('adminAuth', 'true');
    const api = createFetchMock({ 'GET /api/auth/me': { body: customer } });
    const view = renderAdmin(DASHBOARD, api);
    await waitFor(() => expect(view.location()).toBe(LOGIN));
    expect(screen.queryByRole('heading', { name: 'Admin Management Portal' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/me')[0].headers.authorization).toBe('Bearer customer-jwt');
  });

  it('sends a visitor whose token the API rejects to the admin login', async () => {
    localStorage.setItem('authToken', 'expired');
    const api = createFetchMock({
      'GET /api/auth/me': apiErrorReply(401, 'UNAUTHORIZED', 'Please sign in to continue.'),
    });
    const view = renderAdmin(DASHBOARD, api);
    await waitFor(() => expect(view.location()).toBe(LOGIN));
  });
});
