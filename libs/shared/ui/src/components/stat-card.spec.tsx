import { render, screen, within } from '@testing-library/react';
import { StatCard, StatGrid } from './stat-card';

it('names each figure by its label inside a labelled group, with an optional note and icon', () => {
  render(
    <StatGrid label="Your figures">
      <StatCard
        label="Revenue"
        value="$1,200.00"
        note="Paid sales, less refunds"
        icon={<svg data-testid="icon" />}
      />
      <StatCard label="Units sold" value={12} />
    </StatGrid>,
  );
  const grid = within(screen.getByRole('region', { name: 'Your figures' }));
  expect(grid.getByText('Revenue').nextElementSibling).toHaveTextContent('$1,200.00');
  expect(grid.getByText('Paid sales, less refunds')).toBeInTheDocument();
  expect(grid.getByText('Units sold').nextElementSibling).toHaveTextContent('12');
  expect(grid.getAllByTestId('icon')).toHaveLength(1);
  expect(grid.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
});
