import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './error-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('boom');
  return <p>All good</p>;
}

const fallback = ({ error, reset }: { error: Error; reset: () => void }) => (
  <div>
    <p>Failed: {error.message}</p>
    <button onClick={reset}>Try Again</button>
  </div>
);

beforeEach(() => {
  broken = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('shows the fallback and renders the children again after reset', async () => {
  const onReset = jest.fn();
  render(
    <ErrorBoundary fallback={fallback} onReset={onReset}>
      <Fragile />
    </ErrorBoundary>,
  );
  expect(screen.getByText('Failed: boom')).toBeInTheDocument();
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(onReset).toHaveBeenCalledTimes(1);
  expect(screen.getByText('All good')).toBeInTheDocument();
});

it('clears the error when a reset key changes', async () => {
  function Harness() {
    const [page, setPage] = useState(1);
    return (
      <>
        <button onClick={() => setPage((p) => p + 1)}>next</button>
        <ErrorBoundary fallback={fallback} resetKeys={[page]}>
          <Fragile />
        </ErrorBoundary>
      </>
    );
  }
  render(<Harness />);
  expect(screen.getByText('Failed: boom')).toBeInTheDocument();
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'next' }));
  expect(screen.getByText('All good')).toBeInTheDocument();
});
