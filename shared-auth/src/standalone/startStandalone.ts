import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, initI18n } from '../i18n/i18n';
import { notify } from '../notify/notify';
import { startSession } from '../session/identity';

/**
 * Runs a remote on its own page for its team (DESIGN "standalone.tsx"): initialises i18n, follows
 * Firebase Auth into the session store, and renders `app` into `#app-root`.
 * @throws Error when the page has no `#app-root`.
 */
export async function startStandalone(app: ReactNode): Promise<void> {
  await initI18n();
  startSession({
    onSubscriptionLoadFailed: () => notify({ type: 'error', message: i18n.t('subscription.loadFailed') }),
  });
  const container = document.getElementById('app-root');
  if (!container) throw new Error('index.html has no #app-root');
  createRoot(container).render(app);
}
