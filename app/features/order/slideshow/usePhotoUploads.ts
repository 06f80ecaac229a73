// The buyer's chosen photos on their way: sent one a request, each with its progress, so that one refused photo
// leaves the others; those over the count or the size limit never leave the device.
import { useRef, useState } from 'react';
import * as publicEndpoints from '../../../../shared/api/publicEndpoints';
import { SLIDESHOW_LIMITS, type OrderSlideshow } from '../../../../shared/schemas/slideshow';
import { upload } from '../../../core/api/upload';
import { failureText, fitting } from './photoOrder';

export interface PendingUpload {
  key: string;
  name: string;
  percent: number;
  /** Why it was refused; it stays listed until the buyer dismisses it. */
  error?: string;
}

const MB = 1024 * 1024;
export function usePhotoUploads(
  token: string,
  slideshow: OrderSlideshow | undefined,
  store: (next: OrderSlideshow) => void,
  setMessage: (message: string) => void,
) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const counter = useRef(0);

  /** Sends the chosen files one by one; those over the count or the size limit never leave the device. */
  async function addFiles(files: File[]) {
    if (!slideshow) return;
    const { take, message: over } = fitting(
      files.length,
      slideshow.photos.length + pending.filter((p) => !p.error).length,
      SLIDESHOW_LIMITS.maxPhotos,
    );
    const chosen = files.slice(0, take).map((file) => ({ file, key: `upload-${++counter.current}` }));
    setPending((list) => [...list, ...chosen.map(({ file, key: k }) => ({ key: k, name: file.name, percent: 0 }))]);
    let added = 0;
    const failed: string[] = [];
    for (const { file, key: k } of chosen) {
      const settle = (error?: string) =>
        setPending((list) => (error ? list.map((p) => (p.key === k ? { ...p, error } : p)) : list.filter((p) => p.key !== k)));
      if (file.size > SLIDESHOW_LIMITS.photoBytes) {
        settle(`“${file.name}” is ${(file.size / MB).toFixed(1)} MB: each photo must be 15 MB or smaller.`);
        failed.push(file.name);
        continue;
      }
      const body = new FormData();
      body.append('photo', file, file.name);
      try {
        const next = await upload(publicEndpoints.orderPhotoUpload, {
          params: { token },
          body,
          onProgress: ({ percent }) => setPending((list) => list.map((p) => (p.key === k ? { ...p, percent } : p))),
        });
        store(next);
        settle();
        added++;
      } catch (error) {
        settle(failureText(error));
        failed.push(file.name);
      }
    }
    const done = added ? `${added} ${added === 1 ? 'photo' : 'photos'} added.` : '';
    const refused = failed.length
      ? ` ${failed.length} could not be added: see the message beside ${failed.length === 1 ? 'it' : 'each'}.`
      : '';
    setMessage(`${done}${refused}${over ? ` ${over}` : ''}`.trim());
  }

  const dismiss = (k: string) => setPending((list) => list.filter((p) => p.key !== k));
  return { pending, addFiles, dismiss };
}
