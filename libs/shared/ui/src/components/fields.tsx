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

interface LabelledFieldProps extends Pick<FieldChrome, 'label' | 'required'> {
  field: ReturnType<typeof useField>;
  className?: string;
  children: ReactNode;
}

/** The label (with the required mark) above the control, then its hint or error. */
function LabelledField({ field, label, required, className, children }: LabelledFieldProps) {
  return (
    <div className={cx('ph-field', className)}>
      <FieldLabel htmlFor={field.fieldId} required={required}>
        {label}
      </FieldLabel>
      {children}
      {field.messages}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>, FieldChrome {
  ref?: Ref<HTMLInputElement>;
  /** Class of the wrapping element. */
  className?: string;
}

export function TextField({
  label,
  error,
  hint,
  required,
  id,
  className,
  ref,
  type = 'text',
  ...input
}: TextFieldProps) {
  const field = useField({ id, hint, error, required });
  return (
    <LabelledField field={field} label={label} required={required} className={className}>
      <input ref={ref} type={type} className="ph-input" {...field.control} {...input} />
    </LabelledField>
  );
}

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>, FieldChrome {
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** A multi-line text input with the same label, hint and error handling as TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  id,
  className,
  ref,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const field = useField({ id, hint, error, required });
  return (
    <LabelledField field={field} label={label} required={required} className={className}>
      <textarea ref={ref} rows={rows} className="ph-input ph-textarea" {...field.control} {...textarea} />
    </LabelledField>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  required,
  id,
  className,
  ref,
  ...input
}: PasswordFieldProps) {
  const field = useField({ id, hint, error, required });
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField field={field} label={label} required={required} className={className}>
      <div className="ph-input-wrap">
        <input
          ref={ref}
          type={visible ? 'text' : 'password'}
          className="ph-input"
          {...field.control}
          {...input}
        />
        <button
          type="button"
          className="ph-input-toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={field.fieldId}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
    </LabelledField>
  );
}

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'>, FieldChrome {
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export function Checkbox({ label, error, hint, required, id, className, ref, ...input }: CheckboxProps) {
  const field = useField({ id, hint, error, required });
  return (
    <div className={cx('ph-field', className)}>
      <div className="ph-check">
        <input ref={ref} type="checkbox" {...field.control} {...input} />
        <label htmlFor={field.fieldId} onMouseDown={keepTextUnselected}>
          {label}
        </label>
      </div>
      {field.messages}
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'>, FieldChrome {
  options: readonly SelectOption[];
  /** An empty first option, e.g. 'Choose a country'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

export function Select({
  label,
  error,
  hint,
  required,
  id,
  className,
  ref,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const field = useField({ id, hint, error, required });
  return (
    <LabelledField field={field} label={label} required={required} className={className}>
      <select ref={ref} className="ph-select" {...field.control} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
