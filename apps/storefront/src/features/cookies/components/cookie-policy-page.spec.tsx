import { apiErrorReply, createFetchMock, fakeUser, storeSignedIn } from '@phonehub/api-client';
import { COOKIE_CONSENT } from '@phonehub/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const stored = () => JSON.parse(localStorage.getItem(COOKIE_CONSENT.storageKey) ?? 'null');

it('shows the defaults: necessary always on and locked, functional on, analytics and marketing off', async () => {
  renderApp('/cookies');
  const necessary = await screen.findByRole('switch', { name: 'Necessary cookies' });
  expect(necessary).toBeChecked();
  expect(necessary).toBeDisabled();
  expect(screen.getByRole('switch', { name: 'Functional cookies' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Analytics cookies' })).toHaveAccessibleDescription(
    /Kept for: 2 years\./,
  );
  expect(document.title).toBe('Cookie policy – PhoneHub');
});

it('saves the toggles in the browser and says so with the spec text', async () => {
  const user = userEvent.setup();
  renderApp('/cookies');
  await user.click(await screen.findByRole('switch', { name: 'Functional cookies' }));
  await user.click(screen.getByRole('switch', { name: 'Marketing cookies' }));
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(await screen.findByText('Cookie preferences have been saved successfully!')).toBeInTheDocument();
  expect(stored()).toEqual({
    functional: false,
    analytics: false,
    marketing: true,
    version: COOKIE_CONSENT.version,
    saved_at: expect.any(String),
  });
  expect(screen.getByRole('switch', { name: 'Marketing cookies' })).toBeChecked();
  expect(screen.getByText(/Your current choice was saved on/)).toBeInTheDocument();
});

it('saves on the account when signed in, and says when the account could not be updated', async () => {
  const user = userEvent.setup();
  const api = createFetchMock()
    .on('GET /api/me/cookie-preferences', {
      body: {
        necessary: true,
        functional: true,
        analytics: true,
        marketing: false,
        version: COOKIE_CONSENT.version,
        updated_at: '2026-11-20T10:00:00.000Z',
      },
    })
    .on('PUT /api/me/cookie-preferences', apiErrorReply(500, 'INTERNAL_ERROR', 'Something broke'));
  storeSignedIn(api, fakeUser());
  renderApp('/cookies', { api });
  // The account's choice fills the panel once it arrives.
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked());

  await user.click(screen.getByRole('switch', { name: 'Analytics cookies' }));
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(
    await screen.findByText(
      'Your cookie choice applies on this device but could not be saved to your account. Please try again.',
    ),
  ).toBeInTheDocument();
  expect(api.callsTo('PUT /api/me/cookie-preferences')[0].body).toEqual({
    functional: true,
    analytics: false,
    marketing: false,
  });
  expect(stored()).toMatchObject({ analytics: false });
});
