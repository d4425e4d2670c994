import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, PasswordField, Select, TextField } from './fields';

describe('TextField', () => {
  it('labels the input and describes it with the hint', () => {
    render(<TextField label="Email" hint="We never share it" required />);
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');
  });

  it('marks an error as invalid and reads the error with the field', () => {
    render(<TextField label="Email" error="Please enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('forwards the ref and input props (as react-hook-form needs)', async () => {
    const ref = { current: null as HTMLInputElement | null };
    const onChange = jest.fn();
    render(<TextField label="Name" name="first" ref={ref} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(ref.current?.name).toBe('first');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe('PasswordField', () => {
  it('toggles between hidden and visible text', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="s3cret-pass" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('s3cret-pass');
  });
});

describe('Checkbox and Select', () => {
  it('associates their labels and errors', async () => {
    render(
      <>
        <Checkbox label="I agree to the terms" error="You must accept the terms and conditions" />
        <Select
          label="Country"
          placeholder="Choose"
          options={[{ value: 'US', label: 'United States' }]}
          error="Required"
        />
      </>,
    );
    const box = screen.getByLabelText('I agree to the terms');
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('You must accept the terms and conditions');
    const select = screen.getByLabelText('Country');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose', 'United States']);
  });
});
