import { Button, type ButtonProps } from '@phonehub/ui';

export interface RowButtonProps extends Omit<ButtonProps, 'size' | 'aria-label'> {
  /** Names the button for the row it acts on, e.g. `Edit ${product.name}`. */
  label: string;
}

/** A small button in a table row (outline unless told otherwise), named for its row. */
export function RowButton({ label, variant = 'outline', ...rest }: RowButtonProps) {
  return <Button variant={variant} size="sm" aria-label={label} {...rest} />;
}
