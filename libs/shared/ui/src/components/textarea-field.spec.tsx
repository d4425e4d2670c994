import { render, screen } from '@testing-library/react';
import { TextAreaField } from './fields';

it('TextAreaField labels the textarea and reads its error with it', () => {
  render(<TextAreaField label="Review" required error="Please write a few words" />);
  const box = screen.getByRole('textbox', { name: /Review/ });
  expect(box.tagName).toBe('TEXTAREA');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAttribute('aria-required', 'true');
  expect(box).toHaveAccessibleDescription('Please write a few words');
});
