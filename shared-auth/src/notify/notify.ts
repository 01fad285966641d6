/** A notification shown by the page's notification outlet (the host's, or a standalone remote's). */
export interface AppNotification {
  readonly type: 'success' | 'info' | 'warning' | 'error';
  /** Already translated. */
  readonly message: string;
  readonly description?: string;
}

/** docs/product-rules.md §9: notifications last 5 seconds by default and appear at the bottom. */
export const NOTIFICATION_DEFAULTS = { placement: 'bottom', durationSeconds: 5 } as const;

type Listener = (notification: AppNotification) => void;
const listeners = new Set<Listener>();

/**
 * Shows a notification through whichever outlet is mounted (one notification helper for the host and every remote).
 * With no outlet mounted it is logged, never lost silently.
 */
export function notify(notification: AppNotification): void {
  if (listeners.size === 0) {
    console.warn('[notify] no outlet mounted:', notification.message);
    return;
  }
  for (const listener of listeners) listener(notification);
}

/** Registers a notification outlet. Returns the function that removes it. */
export function onNotify(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
