import { TRADE_IMAGE_MAX_BYTES, TRADE_IMAGES_MAX } from '@phonehub/domain';
import { AlertIcon, Button, ImageIcon } from '@phonehub/ui';
import { useId, type ChangeEvent } from 'react';
import { PHOTO_TYPES, type PhotoProblem, type TradePhoto } from '../hooks/use-trade-photos';

export interface TradePhotosFieldProps {
  /** The file input's id (one is made up when not given). */
  inputId?: string;
  photos: readonly TradePhoto[];
  problems: readonly PhotoProblem[];
  /** The step's own complaint about the photos, e.g. none added yet. */
  error?: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

const MAX_MB = TRADE_IMAGE_MAX_BYTES / (1024 * 1024);

/** Photos are uploaded as soon as they are chosen and shown from the URL the API answers. */
export function TradePhotosField({
  inputId,
  photos,
  problems,
  error = null,
  onAdd,
  onRemove,
}: TradePhotosFieldProps) {
  const autoId = useId();
  const id = inputId ?? autoId;
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error && errorId, problems.length > 0 && problemsId].filter(Boolean).join(' ');
  const full = photos.length >= TRADE_IMAGES_MAX;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (e.g. after removing it) still fires.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <div className="ph-field trade-in-photos">
      <label htmlFor={id} className="ph-label">
        Photos
      </label>
      <p id={hintId} className="ph-field-hint">
        At least 1 and up to {TRADE_IMAGES_MAX} photos: front, back and any damage. JPEG, PNG or WebP, up to{' '}
        {MAX_MB} MB each.
      </p>
      <input
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        multiple
        disabled={full}
        className="trade-in-photos__input"
        aria-describedby={describedBy}
        aria-invalid={problems.length > 0 || Boolean(error) || undefined}
        onChange={choose}
      />
      <label htmlFor={id} className="trade-in-photos__drop" aria-hidden="true">
        <ImageIcon size={24} />
        <span className="trade-in-photos__drop-title">
          {full ? `You have added ${TRADE_IMAGES_MAX} photos` : 'Choose photos'}
        </span>
        <span className="trade-in-photos__drop-hint">
          {photos.length} of {TRADE_IMAGES_MAX} added
        </span>
      </label>

      {error && (
        <p id={errorId} className="ph-field-error">
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}

      {problems.length > 0 && (
        <div id={problemsId} role="alert" className="trade-in-photos__problems">
          <ul>
            {problems.map((problem) => (
              <li key={problem.key}>
                <AlertIcon size={16} />
                <span className="trade-in-photos__problem-name">{problem.name}</span>
                <span>{problem.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {photos.length > 0 && (
        <ul className="trade-in-photos__grid" aria-label="Your photos">
          {photos.map((photo, index) => (
            <li key={photo.key} className="trade-in-photo">
              {photo.status === 'uploading' || !photo.url ? (
                <div className="trade-in-photo__pending" role="status">
                  <span className="ph-spinner" aria-hidden="true" />
                  <span>Uploading...</span>
                </div>
              ) : (
                <img
                  className="trade-in-photo__image"
                  src={photo.url}
                  alt={`Photo ${index + 1}: ${photo.name}`}
                />
              )}
              <Button
                variant="ghost"
                size="sm"
                className="trade-in-photo__remove"
                onClick={() => onRemove(photo.key)}
                aria-label={`Remove ${photo.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
