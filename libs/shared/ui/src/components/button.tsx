import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

/** The button look for elements that are not buttons, e.g. a router <Link>. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: ButtonStyle = {}): string {
  return cx('ph-btn', `ph-btn--${variant}`, `ph-btn--${size}`, block && 'ph-btn--block', className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /** Disables the button, shows a spinner and, if given, `loadingText` instead of the label. */
  loading?: boolean;
  loadingText?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  className,
  loading = false,
  loadingText,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="ph-spinner" aria-hidden="true" />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
