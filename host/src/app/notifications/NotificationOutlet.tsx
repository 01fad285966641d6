import { App } from 'antd';
import { useEffect } from 'react';
import { NOTIFICATION_DEFAULTS, onNotify } from 'shared-auth';

/**
 * Renders every `notify()` of the page (host or remote) as an antd notification at the bottom for
 * 5 s (SPEC §9). Mounted once, inside antd's `App`.
 */
export function NotificationOutlet(): null {
  const { notification } = App.useApp();
  useEffect(
    () =>
      onNotify(({ type, message, description }) => {
        notification[type]({
          message,
          description,
          placement: NOTIFICATION_DEFAULTS.placement,
          duration: NOTIFICATION_DEFAULTS.durationSeconds,
        });
      }),
    [notification],
  );
  return null;
}
