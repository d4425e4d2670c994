import { TRADE_IMAGE_MAX_BYTES, TRADE_IMAGES_MAX, TRADE_MESSAGES } from '@phonehub/domain';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useUploadTradePhoto } from '../api/upload-trade-image';
import type { StoredPhoto } from '../components/trade-form';

/** What the API accepts (it checks the bytes again). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_FAILED = 'Upload failed. Please try again.';

export interface TradePhoto {
  /** Stable while the photo is on screen, before and after the upload. */
  key: string;
  name: string;
  status: 'uploading' | 'uploaded';
  id?: string;
  url?: string;
  /** The upload's token: a trade request takes the photo only with it. */
  token?: string;
}

export interface PhotoProblem {
  key: string;
  name: string;
  message: string;
}

/** Spec's checks before anything is sent: type, then size. */
export function checkPhotoFile(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return TRADE_MESSAGES.imageType;
  if (file.size > TRADE_IMAGE_MAX_BYTES) return TRADE_MESSAGES.imageTooLarge;
  return null;
}

let keySeed = 0;
const nextKey = () => `photo-${Date.now().toString(36)}-${(keySeed += 1)}`;

/**
 * The wizard's photos: each chosen file is checked, then uploaded at once; the list holds it
 * while it uploads and keeps its id and URL afterwards. It lives in the wizard, not in the
 * photo field, so an upload still lands when the visitor steps back meanwhile.
 */
export function useTradePhotos(initial: readonly StoredPhoto[]) {
  const upload = useUploadTradePhoto();
  const uploadPhoto = upload.mutateAsync;
  const [photos, setPhotos] = useState<TradePhoto[]>(() =>
    initial.map((photo) => ({
      key: photo.id,
      name: photo.name,
      status: 'uploaded',
      id: photo.id,
      url: photo.url,
      token: photo.token,
    })),
  );
  const [problems, setProblems] = useState<PhotoProblem[]>([]);

  const add = useCallback(
    (files: readonly File[]) => {
      const found: PhotoProblem[] = [];
      const accepted: { key: string; file: File }[] = [];
      let room = TRADE_IMAGES_MAX - photos.length;
      for (const file of files) {
        const key = nextKey();
        const message = checkPhotoFile(file) ?? (room > 0 ? null : TRADE_MESSAGES.images);
        if (message) {
          found.push({ key, name: file.name, message });
        } else {
          room -= 1;
          accepted.push({ key, file });
        }
      }
      setProblems(found);
      if (accepted.length === 0) return;
      setPhotos((current) => [
        ...current,
        ...accepted.map(({ key, file }): TradePhoto => ({ key, name: file.name, status: 'uploading' })),
      ]);
      for (const { key, file } of accepted) {
        uploadPhoto(file).then(
          (saved) =>
            // A photo removed while it uploaded stays removed.
            setPhotos((current) =>
              current.map((p) =>
                p.key === key
                  ? { ...p, status: 'uploaded', id: saved.id, url: saved.url, token: saved.token }
                  : p,
              ),
            ),
          (error: unknown) => {
            setPhotos((current) => current.filter((p) => p.key !== key));
            setProblems((current) => [
              ...current,
              { key, name: file.name, message: errorMessage(error, UPLOAD_FAILED, UPLOAD_FAILED) },
            ]);
          },
        );
      }
    },
    [photos.length, uploadPhoto],
  );

  const remove = useCallback((key: string) => {
    setPhotos((current) => current.filter((p) => p.key !== key));
    setProblems([]);
  }, []);

  const uploaded = photos.filter(
    (p): p is TradePhoto & { id: string; url: string; token: string } =>
      p.status === 'uploaded' && Boolean(p.id && p.url && p.token),
  );
  return {
    photos,
    problems,
    add,
    remove,
    uploaded,
    uploading: photos.length - uploaded.length,
  };
}
