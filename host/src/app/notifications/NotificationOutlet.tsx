import { lazy, Suspense, useCallback, useEffect, useState, type ReactElement } from 'react';
import { onNotify } from 'shared-auth';
import type { QueuedNotification } from './Toaster';

// antd's notification code loads with the first notification, not with the page.
const Toaster = lazy(() => import('./Toaster'));

let nextId = 0;

/**
 * Renders every `notify()` of the page (host or remote) as an antd notification at the bottom for
 * 5 s (docs/product-rules.md §9). Mounted once, inside the theme's ConfigProvider. Until the first notification it
 * renders nothing; notifications raised while the toaster loads wait in a queue and none is lost.
 */
export function NotificationOutlet(): ReactElement | null {
  const [queue, setQueue] = useState<readonly QueuedNotification[]>([]);
  const [active, setActive] = useState(false);
  useEffect(
    () =>
      onNotify((notification) => {
        nextId += 1;
        const queued = { ...notification, id: nextId };
        setActive(true);
        setQueue((current) => [...current, queued]);
      }),
    [],
  );
  const shown = useCallback(
    (id: number) => setQueue((current) => current.filter((item) => item.id !== id)),
    [],
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster queue={queue} onShown={shown} />
    </Suspense>
  );
}
