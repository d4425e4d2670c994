import * as LabelPrimitive from '@radix-ui/react-label';
import {
  useId,
  useState,
  type InputHTMLAttributes,
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

function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <LabelPrimitive.Root htmlFor={htmlFor} className="ph-label">
      {children}
      {required && (
        <span className="ph-required" aria-hidden="true">
          *
        </span>
      )}
    </LabelPrimitive.Root>
  );
}

function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: string | null; errorId?: string }) {
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>, FieldChrome {
  ref?: Ref<HTMLInputElement>;
  /** Class of the wrapping element. */
  className?: string;
}

export function TextField({ label, error, hint, required, id, className, ref, type = 'text', ...input }: TextFieldProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cx('ph-field', className)}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      <input
        ref={ref}
        id={fieldId}
        type={type}
        className="ph-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...input}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>, FieldChrome {
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** A multi-line text input with the same label, hint and error handling as TextField. */
export function TextAreaField({ label, error, hint, required, id, className, ref, rows = 4, ...textarea }: TextAreaFieldProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cx('ph-field', className)}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className="ph-input ph-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...textarea}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, required, id, className, ref, ...input }: PasswordFieldProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const [visible, setVisible] = useState(false);
  return (
    <div className={cx('ph-field', className)}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      <div className="ph-input-wrap">
        <input
          ref={ref}
          id={fieldId}
          type={visible ? 'text' : 'password'}
          className="ph-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
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
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'>, FieldChrome {
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export function Checkbox({ label, error, hint, required, id, className, ref, ...input }: CheckboxProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cx('ph-field', className)}>
      <div className="ph-check">
        <input
          ref={ref}
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
        <LabelPrimitive.Root htmlFor={fieldId}>{label}</LabelPrimitive.Root>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
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

export function Select({ label, error, hint, required, id, className, ref, options, placeholder, ...select }: SelectProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cx('ph-field', className)}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      <select
        ref={ref}
        id={fieldId}
        className="ph-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
