import { act, render, screen } from '@testing-library/react';
import { Toaster, type ToastKind } from './toaster';

beforeAll(() => {
  // sonner asks for the colour scheme; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

it('shows what arrives on the channel it subscribes to, and unsubscribes on unmount', async () => {
  let listener: ((t: { kind: ToastKind; message: string }) => void) | undefined;
  const unsubscribe = jest.fn();
  const subscribe = jest.fn((l: typeof listener) => {
    listener = l;
    return unsubscribe;
  });
  const { unmount } = render(<Toaster subscribe={subscribe as never} />);
  expect(subscribe).toHaveBeenCalledTimes(1);

  act(() => listener!({ kind: 'success', message: 'Profile updated successfully!' }));
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  act(() => listener!({ kind: 'error', message: 'Failed to load users' }));
  expect(await screen.findByText('Failed to load users')).toBeInTheDocument();

  unmount();
  expect(unsubscribe).toHaveBeenCalled();
});
