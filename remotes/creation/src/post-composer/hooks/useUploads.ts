import type { UploadTask } from 'firebase/storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { storage } from 'shared-auth';
import { fileProblem, mediaPath, type FileProblem } from '../model/mediaLimits';
import { storageErrorKey } from '../model/storageErrors';

/** The states of an upload task the UI shows (the SDK's, plus `refused` for a file never sent). */
export type UploadState = 'running' | 'paused' | 'canceled' | 'success' | 'error' | 'refused';

/** One upload as the UI shows it. */
export interface Upload {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly bytesTransferred: number;
  readonly totalBytes: number;
  readonly state: UploadState;
  /** A `storageErrors` message key after an error, or a `FileProblem` when refused. */
  readonly problem: string | FileProblem | null;
}

/** The uploads of the page and what the user can do with them. */
export interface Uploads {
  readonly uploads: readonly Upload[];
  readonly start: (files: readonly File[]) => void;
  readonly pause: (id: string) => void;
  readonly resume: (id: string) => void;
  readonly cancel: (id: string) => void;
  readonly dismiss: (id: string) => void;
}

/**
 * Uploads files to the user's media library with the Storage SDK's `uploadBytesResumable` (docs/product-rules.md §7,
 * §9: the SDK does the resumable method, chunking, retries and backoff), tracking each task's progress
 * and state; pause, resume and cancel drive the SDK's task. Files over the limits are refused before
 * any byte is sent. `onUploaded` gets the path of each finished file.
 */
export function useUploads(uid: string, onUploaded: (path: string) => void): Uploads {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const tasks = useRef(new Map<string, UploadTask>());
  // Pause or cancel asked for before the SDK's task exists (its chunk loads on first use).
  const early = useRef(new Map<string, 'pause' | 'cancel'>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const update = useCallback((id: string, change: Partial<Upload>) => {
    setUploads((previous) =>
      previous.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)),
    );
  }, []);

  const start = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
        const path = mediaPath(uid, file.name, Date.now());
        const problem = fileProblem(file);
        const upload: Upload = {
          id,
          name: file.name,
          path,
          bytesTransferred: 0,
          totalBytes: file.size,
          state: problem ? 'refused' : 'running',
          problem,
        };
        setUploads((previous) => [...previous, upload]);
        if (problem) continue;
        void storage().then(({ storage: instance, sdk }) => {
          const task = sdk.uploadBytesResumable(sdk.ref(instance, path), file, { contentType: file.type });
          tasks.current.set(id, task);
          const asked = early.current.get(id);
          early.current.delete(id);
          if (asked === 'pause') task.pause();
          if (asked === 'cancel') task.cancel();
          task.on(
            'state_changed',
            (snapshot) =>
              update(id, {
                bytesTransferred: snapshot.bytesTransferred,
                totalBytes: snapshot.totalBytes,
                state: snapshot.state === 'paused' ? 'paused' : 'running',
              }),
            (error) => {
              tasks.current.delete(id);
              const key = storageErrorKey(error);
              update(id, { state: key === 'canceled' ? 'canceled' : 'error', problem: key });
            },
            () => {
              tasks.current.delete(id);
              update(id, { state: 'success', bytesTransferred: task.snapshot.totalBytes });
              uploaded.current(path);
            },
          );
        });
      }
    },
    [uid, update],
  );

  // Leaving the page cancels what is still uploading (the library keeps only finished files).
  useEffect(() => {
    const running = tasks.current;
    return () => running.forEach((task) => task.cancel());
  }, []);

  return {
    uploads,
    start,
    pause: (id) => {
      const task = tasks.current.get(id);
      if (task) task.pause();
      else early.current.set(id, 'pause');
    },
    resume: (id) => {
      early.current.delete(id);
      tasks.current.get(id)?.resume();
    },
    cancel: (id) => {
      const task = tasks.current.get(id);
      if (task) task.cancel();
      else early.current.set(id, 'cancel');
    },
    dismiss: (id) => setUploads((previous) => previous.filter((upload) => upload.id !== id)),
  };
}
