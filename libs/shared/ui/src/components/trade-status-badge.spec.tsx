import { render, screen } from '@testing-library/react';
import { TradeStatusBadge } from './trade-status-badge';

it('labels and colours a known status, and gives any other value a neutral badge', () => {
  const { rerender } = render(<TradeStatusBadge status="pending_review" />);
  expect(screen.getByText('PENDING REVIEW')).toHaveClass('ph-badge--warning');
  rerender(<TradeStatusBadge status="approved" />);
  expect(screen.getByText('APPROVED')).toHaveClass('ph-badge--success');
  rerender(<TradeStatusBadge status="on_hold" />);
  expect(screen.getByText('ON HOLD')).toHaveClass('ph-badge--neutral');
});
