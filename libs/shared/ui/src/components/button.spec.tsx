import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './button';

it('is a plain button by default and runs its handler', async () => {
  const onClick = jest.fn();
  render(<Button onClick={onClick}>Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toHaveAttribute('type', 'button');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('while loading is disabled, busy and shows the loading text', async () => {
  const onClick = jest.fn();
  render(
    <Button loading loadingText="Signing in..." onClick={onClick} type="submit">
      Sign In
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Signing in...' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('gives links the same look', () => {
  expect(buttonClass({ variant: 'outline', size: 'sm', block: true })).toBe(
    'ph-btn ph-btn--outline ph-btn--sm ph-btn--block',
  );
});
