import type { User } from '@phonehub/contracts';
import { expectErrorBody } from './support/http';
import { expectNoSecrets, register, uniqueEmail, waitForMail } from './support/fixtures';
import { useTestApp } from './support/test-app';

const ADDRESS = {
  street: '1 Infinite Loop',
  city: 'Cupertino',
  state: 'CA',
  zipCode: '95014-2083',
  country: 'United States',
};

describe('account: me and profile', () => {
  const { t, api } = useTestApp();

  it('needs a token for me and profile', async () => {
    expect((await api.get('/api/auth/me')).status).toBe(401);
    const res = await api.put('/api/auth/profile', { first_name: 'Sam' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it('updates the profile and shows it on me', async () => {
    const user = await register(api);
    const res = await api.put<User>(
      '/api/auth/profile',
      {
        first_name: ' Sam ',
        last_name: 'Lee',
        phone: '(555) 987-6543',
        email: 'SAM.LEE+shop@Example.com',
        address: ADDRESS,
        current_password: user.password,
      },
      { token: user.access_token },
    );
    expect(res.status).toBe(200);
    // The new email waits for its link (email-verification.e2e-spec.ts follows it); the rest is saved.
    expect(res.body).toMatchObject({
      id: user.user.id,
      first_name: 'Sam',
      last_name: 'Lee',
      phone: '(555) 987-6543',
      email: user.email,
      pending_email: 'sam.lee+shop@example.com',
      address: ADDRESS,
      role: 'customer',
    });
    expectNoSecrets(res.body);

    const me = await api.get<User>('/api/auth/me', { token: user.access_token });
    expect(me.body).toEqual(res.body);

    const login = await api.post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
  });

  it('changes only the fields sent, and clears the address with null', async () => {
    const user = await register(api);
    await api.put('/api/auth/profile', { address: ADDRESS }, { token: user.access_token });
    const onlyPhone = await api.put<User>(
      '/api/auth/profile',
      { phone: '+44 20 7946 0958' },
      { token: user.access_token },
    );
    expect(onlyPhone.body).toMatchObject({
      phone: '+44 20 7946 0958',
      first_name: user.user.first_name,
      address: ADDRESS,
    });
    const cleared = await api.put<User>('/api/auth/profile', { address: null }, { token: user.access_token });
    expect(cleared.status).toBe(200);
    expect(cleared.body.address).toBeNull();
  });

  it.each([
    ['a bad ZIP', { address: { ...ADDRESS, zipCode: '1234' } }, 'Please enter a valid ZIP code'],
    [
      'an incomplete address',
      { address: { street: '1 Main St', city: 'Springfield' } },
      'Please fill in all required fields',
    ],
    [
      'an unknown address field',
      { address: { ...ADDRESS, planet: 'Mars' } },
      'The field "address.planet" is not allowed',
    ],
    ['a bad phone', { phone: 'call me' }, 'Please enter a valid phone number'],
    ['a bad email', { email: 'nope' }, 'Please enter a valid email address'],
    ['a bad name', { last_name: 'L33t' }, 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['a blank name', { first_name: '' }, 'Please fill in all required fields'],
    ['a null name', { first_name: null }, 'Please fill in all required fields'],
    ['a role change', { role: 'admin' }, 'The field "role" is not allowed'],
    ['a seller flag', { is_seller: true }, 'The field "is_seller" is not allowed'],
  ])('refuses %s with 400 and changes nothing', async (_label, body, detail) => {
    const user = await register(api);
    const res = await api.put('/api/auth/profile', body, { token: user.access_token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad Request', detail });
    const me = await api.get<User>('/api/auth/me', { token: user.access_token });
    expect(me.body).toEqual(user.user);
  });

  it('refuses an email another account uses with 409', async () => {
    const taken = await register(api);
    const user = await register(api);
    const res = await api.put(
      '/api/auth/profile',
      { email: taken.email.toUpperCase(), current_password: user.password },
      { token: user.access_token },
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      detail: 'An account with this email already exists',
    });
  });

  it('accepts the account keeping its own email', async () => {
    const user = await register(api);
    const res = await api.put('/api/auth/profile', { email: user.email }, { token: user.access_token });
    expect(res.status).toBe(200);
  });

  describe('changing the email (needs the current password, then the link mailed to the new address)', () => {
    it('refuses a new email without the current password with 400 and changes nothing', async () => {
      const user = await register(api);
      const res = await api.put(
        '/api/auth/profile',
        { email: uniqueEmail('hijack'), first_name: 'Mallory' },
        { token: user.access_token },
      );
      expectErrorBody(res, 400, 'VALIDATION_FAILED', 'Please enter your current password');
      expect((await api.get<User>('/api/auth/me', { token: user.access_token })).body).toEqual(user.user);
    });

    it('refuses a wrong current password with 401 and a clear message, and keeps the session', async () => {
      const user = await register(api);
      const res = await api.put(
        '/api/auth/profile',
        { email: uniqueEmail('hijack'), current_password: 'Not-The-Password-9' },
        { token: user.access_token },
      );
      expectErrorBody(res, 401, 'INVALID_CREDENTIALS', 'Current password is incorrect');
      const me = await api.get<User>('/api/auth/me', { token: user.access_token });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(user.email);
    });

    it('with the right password mails a link to the new address; the email changes only when it is followed', async () => {
      const user = await register(api);
      const newEmail = uniqueEmail('moved');
      const res = await api.put<User>(
        '/api/auth/profile',
        { email: newEmail, current_password: user.password },
        { token: user.access_token },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email: user.email, pending_email: newEmail });
      const [mail] = await waitForMail(t.outboxDir, newEmail);
      expect(mail.subject).toBe('Confirm your new PhoneHub email address');
      expect(mail.text).toMatch(/http:\/\/localhost:4200\/verify-email\?token=/);
      // Following it switches the email and tells the old address: email-verification.e2e-spec.ts.
    });

    it('needs no password for other fields or for the same email', async () => {
      const user = await register(api);
      const res = await api.put(
        '/api/auth/profile',
        { first_name: 'Robin', email: user.email.toUpperCase() },
        { token: user.access_token },
      );
      expect(res.status).toBe(200);
    });
  });
});
