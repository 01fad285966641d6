import { useEffect, type ReactElement } from 'react';
import { NOTIFICATION_DEFAULTS, type AppNotification } from 'shared-auth';
import { notification as antdNotification } from 'shared-ui/antd/feedback';

/** A notification waiting to be shown, numbered in the order `notify()` was called. */
export interface QueuedNotification extends AppNotification {
  readonly id: number;
}

/**
 * Shows each queued notification once with antd's `notification.useNotification` (antd's whole
 * `App`, with Modal and message, would ship with the sign-in page) and reports it shown.
 */
export default function Toaster({
  queue,
  onShown,
}: {
  readonly queue: readonly QueuedNotification[];
  readonly onShown: (id: number) => void;
}): ReactElement {
  const [notification, holder] = antdNotification.useNotification();
  useEffect(() => {
    for (const { id, type, message, description } of queue) {
      notification[type]({
        message,
        description,
        placement: NOTIFICATION_DEFAULTS.placement,
        duration: NOTIFICATION_DEFAULTS.durationSeconds,
      });
      onShown(id);
    }
  }, [queue, notification, onShown]);
  return holder;
}
