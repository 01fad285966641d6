import type { UploadTask } from 'firebase/storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { storage, useSubscriptionRecord } from 'shared-auth';
import { awaitContentCheck } from '../api/mediaLibrary';
import { ensureUploadClaims } from '../api/uploadClaims';
import { fileProblem, mediaPath, uploadMetadata, type FileProblem } from '../model/mediaLimits';
import { storageErrorKey } from '../model/storageErrors';

/**
 * The states of an upload the UI shows: the SDK task's, `refused` for a file never sent, `checking`
 * while the server reads the uploaded bytes, and `removed` when they were not the file's type.
 */
export type UploadState =
  'running' | 'paused' | 'canceled' | 'checking' | 'success' | 'error' | 'refused' | 'removed';

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
 * any byte is sent. Once sent, the server checks the file's bytes (`awaitContentCheck`): `onUploaded`
 * gets the path of each file that passed (or whose check is still pending after the wait), `onRemoved`
 * the path of each file the check removed (a list shown meanwhile may still name it).
 */
export function useUploads(
  uid: string,
  onUploaded: (path: string) => void,
  onRemoved: (path: string) => void = () => undefined,
): Uploads {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const tasks = useRef(new Map<string, UploadTask>());
  // Pause or cancel asked for before the SDK's task exists (its chunk loads on first use).
  const early = useRef(new Map<string, 'pause' | 'cancel'>());
  const { record } = useSubscriptionRecord();
  const uploaded = useRef(onUploaded);
  const removed = useRef(onRemoved);
  useEffect(() => {
    uploaded.current = onUploaded;
    removed.current = onRemoved;
  }, [onUploaded, onRemoved]);

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
        const ready = ensureUploadClaims(record).catch((error: unknown) =>
          console.error('[creation] token claims not refreshed', error),
        );
        void Promise.all([storage(), ready]).then(([{ storage: instance, sdk }]) => {
          const task = sdk.uploadBytesResumable(sdk.ref(instance, path), file, uploadMetadata(file));
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
              update(id, { state: 'checking', bytesTransferred: task.snapshot.totalBytes });
              awaitContentCheck(path).then(
                (check) => {
                  if (check === 'removed') {
                    update(id, { state: 'removed', problem: 'contentMismatch' });
                    return removed.current(path);
                  }
                  update(id, { state: 'success' });
                  uploaded.current(path);
                },
                (error: unknown) => update(id, { state: 'error', problem: storageErrorKey(error) }),
              );
            },
          );
        });
      }
    },
    [uid, update, record],
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
