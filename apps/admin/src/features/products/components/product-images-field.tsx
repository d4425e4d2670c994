import { isApiError } from '@phonehub/api-client';
import { TRADE_IMAGE_MAX_BYTES, TRADE_MESSAGES } from '@phonehub/domain';
import { Button, ImageIcon, Spinner, TrashIcon } from '@phonehub/ui';
import { useEffect, useId, useState } from 'react';
import { useUploadAdminProductImage } from '../api/save-admin-product';
import { LIMITS } from './product-form';

/** What the API accepts; it checks the bytes again, exactly like trade photos. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function fileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return TRADE_MESSAGES.imageType;
  if (file.size > TRADE_IMAGE_MAX_BYTES) return TRADE_MESSAGES.imageTooLarge;
  return null;
}

export interface ProductImagesFieldProps {
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  /** Tells the form how many uploads still run (it waits for them before saving). */
  onUploadingChange: (count: number) => void;
}

/** The product's photos: chosen files are checked, uploaded at once and previewed; each can be removed. */
export function ProductImagesField({ images, onChange, onUploadingChange }: ProductImagesFieldProps) {
  const inputId = useId();
  const upload = useUploadAdminProductImage();
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const room = LIMITS.images - images.length - uploading;

  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);
  const track = (delta: number) => setUploading((count) => count + delta);

  const add = (files: File[]) => {
    const found: string[] = [];
    const accepted: File[] = [];
    let left = room;
    for (const file of files) {
      const problem = fileProblem(file) ?? (left > 0 ? null : `A product can have at most ${LIMITS.images} images`);
      if (problem) found.push(`${file.name}: ${problem}`);
      else {
        left -= 1;
        accepted.push(file);
      }
    }
    setProblems(found);
    for (const file of accepted) {
      track(1);
      upload
        .mutateAsync(file)
        .then(
          ({ url }) => onChange((current) => [...current, url]),
          (error: unknown) =>
            setProblems((current) => [...current, `${file.name}: ${(isApiError(error) && error.detail) || 'Upload failed. Please try again.'}`]),
        )
        .finally(() => track(-1));
    }
  };

  return (
    <fieldset className="admin-product-images">
      <legend className="ph-label">Images</legend>
      <p className="ph-field-hint">
        Up to {LIMITS.images} JPEG, PNG or WebP photos of at most {TRADE_IMAGE_MAX_BYTES / (1024 * 1024)} MB each. The first is the main photo.
      </p>
      {images.length > 0 && (
        <ul className="admin-product-images__list" aria-label="Product images">
          {images.map((url, index) => (
            <li key={url} className="admin-product-images__item">
              <img src={url} alt={`Product image ${index + 1}`} className="admin-product-images__preview" />
              <Button variant="ghost" size="sm" aria-label={`Remove image ${index + 1}`} onClick={() => onChange((current) => current.filter((u) => u !== url))}>
                <TrashIcon size={16} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {uploading > 0 && <Spinner label={`Uploading ${uploading} ${uploading === 1 ? 'image' : 'images'}...`} />}
      {room > 0 && (
        <label htmlFor={inputId} className="admin-product-images__pick">
          <ImageIcon size={18} /> Add images
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            className="ph-visually-hidden"
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </label>
      )}
      {problems.map((problem) => (
        <p key={problem} className="ph-field-error" role="alert">
          {problem}
        </p>
      ))}
    </fieldset>
  );
}
