import { useForm } from 'react-hook-form';
import { fieldProps } from '../../../shared/field-props';

/**
 * A support reply's form: one message, checked on Send (the sentence stays until the next Send).
 * `messageField` is the message box's props.
 */
export function useReplyForm() {
  const form = useForm<{ message: string }>({
    defaultValues: { message: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const messageField = fieldProps(form.register, form.formState.errors)('message', {
    validate: (value) => value.trim() !== '' || 'Please write a message',
  });
  return { ...form, messageField };
}
