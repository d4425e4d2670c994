import { render, screen, within } from '@testing-library/react';
import { StepIndicator } from './step-indicator';

it('numbers the steps, marks the current one and ticks those before it', () => {
  render(<StepIndicator steps={['Shipping', 'Review', 'Payment']} current={2} label="Checkout steps" />);
  const items = within(screen.getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Step 1: Shipping',
    '2Step 2: Review',
    '3Step 3: Payment',
  ]);
  expect(screen.getByRole('listitem', { current: 'step' })).toBe(items[1]);
  expect(items[0]).toHaveClass('ph-steps__item--done');
  expect(items[2]).not.toHaveAttribute('aria-current');
});
