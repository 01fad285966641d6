import { notification as antdNotification } from 'antd';
import { useEffect, type ReactElement } from 'react';
import { NOTIFICATION_DEFAULTS, onNotify } from 'shared-auth';

/**
 * Renders every `notify()` of the page (host or remote) as an antd notification at the bottom for
 * 5 s (SPEC §9). Mounted once, inside the theme's ConfigProvider (antd's `notification.useNotification`
 * only: the whole antd `App`, with Modal and message, would ship with the sign-in page).
 */
export function NotificationOutlet(): ReactElement {
  const [notification, holder] = antdNotification.useNotification();
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
  return holder;
}
