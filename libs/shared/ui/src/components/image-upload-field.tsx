import { TRADE_IMAGE_MAX_BYTES, TRADE_MESSAGES } from '@phonehub/domain';
import { useEffect, useId, useState } from 'react';
import { Button } from './button';
import { errorDetail } from '../hooks/use-notified-mutation';
import { ImageIcon, TrashIcon } from './icons';
import { Spinner } from './spinner';

/** What the API accepts for product photos; it checks the bytes again, exactly like trade photos. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function fileProblem(file: File): string | null {
  if (!PRODUCT_IMAGE_TYPES.includes(file.type)) return TRADE_MESSAGES.imageType;
  if (file.size > TRADE_IMAGE_MAX_BYTES) return TRADE_MESSAGES.imageTooLarge;
  return null;
}

export interface ImageUploadFieldProps {
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  /** Tells the form how many uploads still run (it waits for them before saving). */
  onUploadingChange: (count: number) => void;
  /** Stores one photo and answers its URL (the seller's or the admin's upload route). */
  upload: (file: File) => Promise<{ url: string }>;
  /** How many photos a product may have. */
  max: number;
}

/** A product's photos: chosen files are checked, uploaded at once and previewed; each can be removed. */
export function ImageUploadField({
  images,
  onChange,
  onUploadingChange,
  upload,
  max,
}: ImageUploadFieldProps) {
  const inputId = useId();
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const room = max - images.length - uploading;

  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);
  const track = (delta: number) => setUploading((count) => count + delta);

  const add = (files: File[]) => {
    const found: string[] = [];
    const accepted: File[] = [];
    let left = room;
    for (const file of files) {
      const problem = fileProblem(file) ?? (left > 0 ? null : `A product can have at most ${max} images`);
      if (problem) found.push(`${file.name}: ${problem}`);
      else {
        left -= 1;
        accepted.push(file);
      }
    }
    setProblems(found);
    for (const file of accepted) {
      track(1);
      upload(file)
        .then(
          ({ url }) => onChange((current) => [...current, url]),
          (error: unknown) =>
            setProblems((current) => [
              ...current,
              `${file.name}: ${errorDetail(error) || 'Upload failed. Please try again.'}`,
            ]),
        )
        .finally(() => track(-1));
    }
  };

  return (
    <fieldset className="ph-image-upload">
      <legend className="ph-label">Images</legend>
      <p className="ph-field-hint">
        Up to {max} JPEG, PNG or WebP photos of at most {TRADE_IMAGE_MAX_BYTES / (1024 * 1024)} MB each. The
        first is the main photo.
      </p>
      {images.length > 0 && (
        <ul className="ph-image-upload__list" aria-label="Uploaded images">
          {images.map((url, index) => (
            <li key={url} className="ph-image-upload__item">
              <img src={url} alt={`Product image ${index + 1}`} className="ph-image-upload__preview" />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => onChange((current) => current.filter((u) => u !== url))}
              >
                <TrashIcon size={16} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {uploading > 0 && (
        <Spinner label={`Uploading ${uploading} ${uploading === 1 ? 'image' : 'images'}...`} />
      )}
      {room > 0 && (
        <label htmlFor={inputId} className="ph-image-upload__pick">
          <ImageIcon size={18} /> Add images
          <input
            id={inputId}
            type="file"
            accept={PRODUCT_IMAGE_TYPES.join(',')}
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
