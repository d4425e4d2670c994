import {
  useId,
  useState,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../cx';
import { AlertIcon, EyeIcon, EyeOffIcon } from './icons';

interface FieldChrome {
  label: ReactNode;
  /** Shown under the field and announced with it; also marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Marks the field required for people (asterisk) and assistive tech; the form decides what it means. */
  required?: boolean;
}

/** Radix Label's one behaviour, without the Radix primitives it brings into every page with a form:
 * a double click on the label does not select its text (a click inside a control is left alone). */
function keepTextUnselected(event: MouseEvent<HTMLLabelElement>) {
  if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
  if (event.detail > 1) event.preventDefault();
}

function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="ph-label" onMouseDown={keepTextUnselected}>
      {children}
      {required && (
        <span className="ph-required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string | null;
  errorId?: string;
}) {
  return (
    <>
      {hint && !error && (
        <p id={hintId} className="ph-field-hint">
          {hint}
        </p>
      )}
      {hint && error && (
        <p id={hintId} className="ph-visually-hidden">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ph-field-error">
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </>
  );
}

/** Ties a control to its label, hint and error: its id and ARIA attributes, and the messages under it. */
function useField({ id, hint, error, required }: Omit<FieldChrome, 'label'> & { id?: string }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const control = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
  };
  const messages = <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />;
  return { fieldId, control, messages };
}

interface FieldFrame {
  id?: string;
  /** Class of the wrapping element. */
  className?: string;
}

/** Splits a field's props into its chrome (label, hint, error, id) and what goes on the control, and
 * returns the control's ARIA attributes and a frame that puts the label above it and its hint or error
 * under it. */
function useLabelledField<P extends FieldChrome & FieldFrame>(props: P) {
  const { label, error, hint, required, id, className, ...rest } = props;
  const field = useField({ id, hint, error, required });
  const frame = (control: ReactNode) => (
    <div className={cx('ph-field', className)}>
      <FieldLabel htmlFor={field.fieldId} required={required}>
        {label}
      </FieldLabel>
      {control}
      {field.messages}
    </div>
  );
  return { ...field, frame, rest };
}

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>, FieldChrome, FieldFrame {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ ref, type = 'text', ...props }: TextFieldProps) {
  const { control, frame, rest } = useLabelledField(props);
  return frame(<input ref={ref} type={type} className="ph-input" {...control} {...rest} />);
}

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label'> & Partial<Pick<TextFieldProps, 'label'>>;

/** The email address field every form asks for: labelled "Email" and filled in by the browser. */
export function EmailField({ label = 'Email', autoComplete = 'email', ...props }: EmailFieldProps) {
  return <TextField label={label} type="email" autoComplete={autoComplete} {...props} />;
}

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>, FieldChrome, FieldFrame {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with the same label, hint and error handling as TextField. */
export function TextAreaField({ ref, rows = 4, ...props }: TextAreaFieldProps) {
  const { control, frame, rest } = useLabelledField(props);
  return frame(<textarea ref={ref} rows={rows} className="ph-input ph-textarea" {...control} {...rest} />);
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({ ref, ...props }: PasswordFieldProps) {
  const { fieldId, control, frame, rest } = useLabelledField(props);
  const [visible, setVisible] = useState(false);
  return frame(
    <div className="ph-input-wrap">
      <input ref={ref} type={visible ? 'text' : 'password'} className="ph-input" {...control} {...rest} />
      <button
        type="button"
        className="ph-input-toggle"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={fieldId}
        aria-pressed={visible}
      >
        {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
      </button>
    </div>,
  );
}

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'>, FieldChrome, FieldFrame {
  ref?: Ref<HTMLInputElement>;
}

/** The label sits after the box, so it does without the frame (and the required mark). */
export function Checkbox({ ref, ...props }: CheckboxProps) {
  const { fieldId, control, messages, rest } = useLabelledField(props);
  return (
    <div className={cx('ph-field', props.className)}>
      <div className="ph-check">
        <input ref={ref} type="checkbox" {...control} {...rest} />
        <label htmlFor={fieldId} onMouseDown={keepTextUnselected}>
          {props.label}
        </label>
      </div>
      {messages}
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'>, FieldChrome, FieldFrame {
  options: readonly SelectOption[];
  /** An empty first option, e.g. 'Choose a country'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ ref, options, placeholder, ...props }: SelectProps) {
  const { control, frame, rest } = useLabelledField(props);
  return frame(
    <select ref={ref} className="ph-select" {...control} {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>,
  );
}
