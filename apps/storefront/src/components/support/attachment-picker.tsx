import { SUPPORT_ATTACHMENTS_MAX, type SupportAttachment } from '@phonehub/contracts';
import { Button } from '@phonehub/ui';
import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useUploadSupportAttachment } from '../../api/upload-support-attachment';

export interface AttachmentPickerProps {
  value: readonly SupportAttachment[];
  onChange: (next: SupportAttachment[]) => void;
  /** Told while an upload runs, so the form waits for it. */
  onBusyChange?: (busy: boolean) => void;
}

const TYPES = 'image/jpeg,image/png,image/webp';

/** Up to three images, uploaded as soon as they are chosen (the API checks the bytes). */
export function AttachmentPicker({ value, onChange, onBusyChange }: AttachmentPickerProps) {
  const id = useId();
  const upload = useUploadSupportAttachment();
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= SUPPORT_ATTACHMENTS_MAX;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, SUPPORT_ATTACHMENTS_MAX - value.length);
    event.target.value = '';
    if (files.length === 0) return;
    setProblem(null);
    onBusyChange?.(true);
    const added: SupportAttachment[] = [];
    try {
      for (const file of files) added.push(await upload.mutateAsync(file));
    } catch (error) {
      setProblem(errorMessage(error, 'The image could not be uploaded'));
    } finally {
      onBusyChange?.(false);
      if (added.length > 0) onChange([...value, ...added]);
    }
  };

  return (
    <div className="ph-field support-attachments">
      <label htmlFor={id} className="ph-label">
        Images (optional)
      </label>
      <p className="ph-field-hint" id={`${id}-hint`}>
        Up to {SUPPORT_ATTACHMENTS_MAX} screenshots or photos: JPEG, PNG or WebP, 5 MB each.
      </p>
      <input
        id={id}
        type="file"
        accept={TYPES}
        multiple
        disabled={full || upload.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event)}
      />
      {upload.isPending && (
        <p role="status" className="text-muted">
          Uploading...
        </p>
      )}
      {problem && (
        <p role="alert" className="ph-field-error">
          {problem}
        </p>
      )}
      {value.length > 0 && (
        <ul className="support-attachments__list" aria-label="Attached images">
          {value.map((image, index) => (
            <li key={image.id} className="support-attachments__item">
              <img src={image.url} alt={`Attachment ${index + 1}`} />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove attachment ${index + 1}`}
                onClick={() => onChange(value.filter((other) => other.id !== image.id))}
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
