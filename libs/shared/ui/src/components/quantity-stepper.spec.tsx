import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper } from './quantity-stepper';

function Harness({
  max,
  initial = 1,
  onChange,
}: {
  max: number;
  initial?: number;
  onChange?: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Quantity"
      value={value}
      max={max}
      onChange={(n) => {
        onChange?.(n);
        setValue(n);
      }}
    />
  );
}

it('steps between the bounds and disables the buttons at them', async () => {
  const user = userEvent.setup();
  render(<Harness max={3} />);
  const input = screen.getByRole('spinbutton', { name: 'Quantity' });
  const minus = screen.getByRole('button', { name: 'Decrease quantity' });
  const plus = screen.getByRole('button', { name: 'Increase quantity' });
  expect(minus).toBeDisabled();
  await user.click(plus);
  await user.click(plus);
  expect(input).toHaveValue(3);
  expect(plus).toBeDisabled();
  await user.click(minus);
  expect(input).toHaveValue(2);
});

it('commits typed values on Enter or blur, clamped into range; junk is dropped', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Harness max={5} onChange={onChange} />);
  const input = screen.getByRole('spinbutton', { name: 'Quantity' });
  await user.clear(input);
  await user.type(input, '40{Enter}');
  expect(input).toHaveValue(5);
  await user.clear(input);
  await user.type(input, '0');
  await user.tab();
  expect(input).toHaveValue(1);
  await user.clear(input);
  await user.tab();
  expect(input).toHaveValue(1);
  expect(onChange.mock.calls).toEqual([[5], [1]]);
});

it('can be disabled as a whole', () => {
  render(<QuantityStepper label="Quantity" value={1} max={0} onChange={jest.fn()} disabled />);
  expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
});
