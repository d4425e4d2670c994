/**
 * A form field's validator: when the form's status is `status`, the field must hold more than white
 * space, else `message`; under any other status it may stay empty.
 */
export const requiredForStatus =
  (status: string, message: string) =>
  (value: string, values: { status: string }): true | string =>
    values.status !== status || value.trim() !== '' || message;
