import type { CreateReviewRequest } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { Alert, Button, RatingInput, TextAreaField, TextField } from '@phonehub/ui';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/error-message';
import {
  requiredProblems,
  requiredSummary,
  toResolver,
  type FieldProblems,
} from '../../../lib/form-validation';
import { useCreateReview } from '../api/create-review';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_CONTENT_MAX = 2000;

export type ReviewValues = CreateReviewRequest;

export function validateReview(values: ReviewValues): FieldProblems<ReviewValues> {
  const problems = requiredProblems(values, ['title', 'content']);
  if (!values.rating) problems.rating = { type: 'required', message: 'Please choose a rating' };
  if (!problems.title && values.title.trim().length > REVIEW_TITLE_MAX) {
    problems.title = { type: 'invalid', message: `Title must be at most ${REVIEW_TITLE_MAX} characters` };
  }
  if (!problems.content && values.content.trim().length > REVIEW_CONTENT_MAX) {
    problems.content = {
      type: 'invalid',
      message: `Review must be at most ${REVIEW_CONTENT_MAX} characters`,
    };
  }
  return problems;
}

const EMPTY: ReviewValues = { rating: 0, title: '', content: '' };

export function ReviewForm({ productId }: { productId: string }) {
  const create = useCreateReview(productId);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewValues>({ defaultValues: EMPTY, resolver: toResolver(validateReview) });

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      { rating: values.rating, title: values.title.trim(), content: values.content.trim() },
      {
        onSuccess: () => {
          notify.success('Thank you! Your review has been posted.');
          reset(EMPTY);
        },
      },
    ),
  );

  const problem =
    requiredSummary(errors) ??
    (create.isError
      ? errorMessage(create.error, 'Failed to submit review', 'Failed to submit review')
      : null);

  return (
    <form className="review-form" onSubmit={onSubmit} noValidate>
      {problem && <Alert tone="danger">{problem}</Alert>}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <RatingInput
            label="Rating"
            required
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <TextField
        label="Title"
        required
        maxLength={REVIEW_TITLE_MAX}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label="Your review"
        required
        rows={5}
        maxLength={REVIEW_CONTENT_MAX}
        hint="What is the condition like? How is the battery? Would you buy refurbished again?"
        error={errors.content?.message}
        {...register('content')}
      />
      <div className="form-actions">
        <Button type="submit" loading={create.isPending} loadingText="Submitting...">
          Submit Review
        </Button>
      </div>
    </form>
  );
}
