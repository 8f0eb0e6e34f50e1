import { useEffect, useRef, useState } from 'react';
import type { RequestOptions } from '@/lib/api-request';

// Issue 21 §13: a photo upload shows its progress, then what the server is doing, and can be cancelled.
// The gateway answers a photo in one reply with no job state on the way, so after the last byte has gone
// out the stage is what the client knows: the server is reading the photo (and ranking what it read).

export type UploadStage = 'uploading' | 'reading';

export interface UploadProgressState {
  stage: UploadStage;
  /** Of the request body, from the browser's upload events (0 of 0 before the first). */
  sent: number;
  total: number;
}

export interface PhotoUpload {
  /** The upload under way, or null. */
  state: UploadProgressState | null;
  /** Runs one upload with the options that report its progress and let Cancel abort it. */
  run: <T>(send: (options: RequestOptions) => Promise<T>) => Promise<T>;
  /** Aborts the request under way: its promise rejects with an AbortError, its answer is never used. */
  cancel: () => void;
}

export function usePhotoUpload(): PhotoUpload {
  const [state, setState] = useState<UploadProgressState | null>(null);
  const current = useRef<AbortController | null>(null);
  // Leaving the screen cancels the upload: nobody is left to see its answer.
  useEffect(() => () => current.current?.abort(), []);

  async function run<T>(send: (options: RequestOptions) => Promise<T>): Promise<T> {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ stage: 'uploading', sent: 0, total: 0 });
    const onUploadProgress = (sent: number, total: number) => {
      if (current.current === controller) setState({ stage: sent < total ? 'uploading' : 'reading', sent, total });
    };
    try {
      return await send({ signal: controller.signal, onUploadProgress });
    } finally {
      if (current.current === controller) {
        current.current = null;
        setState(null);
      }
    }
  }

  return { state, run, cancel: () => current.current?.abort() };
}
