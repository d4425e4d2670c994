import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { buttonClass } from './button';
import { CloseIcon } from './icons';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog when clicked. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  /** Where focus goes on opening (call `event.preventDefault()` and focus it); the first focusable element by default. */
  onOpenAutoFocus?: (event: Event) => void;
}

/**
 * A modal dialog (Radix: focus trap, Escape, scroll lock, labelled by its title). Closing returns
 * focus to the trigger, or, for a dialog opened from outside (`open`), to what had focus before.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  onOpenAutoFocus,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ph-dialog-overlay" />
        <DialogPrimitive.Content
          className="ph-dialog"
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ph-dialog__header">
            <div>
              <DialogPrimitive.Title className="ph-dialog__title">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="ph-dialog__description">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              className={buttonClass({
                variant: 'ghost',
                size: 'sm',
                className: 'ph-icon-btn ph-dialog__close',
              })}
              aria-label="Close"
            >
              <CloseIcon size={18} />
            </DialogPrimitive.Close>
          </div>
          {children && <div className="ph-dialog__body">{children}</div>}
          {footer && <div className="ph-dialog__footer">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const DialogClose = DialogPrimitive.Close;
