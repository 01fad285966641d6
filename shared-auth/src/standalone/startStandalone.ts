import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, initI18n, type InitI18nOptions } from '../i18n/i18n';
import { notify } from '../notify/notify';
import { startSession } from '../session/identity';

/**
 * Starts what a remote needs when no host runs on the page (its standalone mode, or embedded in a
 * foreign page): the i18n instance and the session that follows Firebase Auth. Idempotent.
 * @param options - the language, and whether `<html lang>` may be set (not on a foreign page)
 */
export async function startHostlessSession(options: InitI18nOptions = {}): Promise<void> {
  await initI18n(options);
  startSession({
    onSubscriptionLoadFailed: () => notify({ type: 'error', message: i18n.t('subscription.loadFailed') }),
  });
}

/**
 * Runs a remote on its own page for its team (docs/architecture.md "Remotes"): starts the hostless session
 * and renders `app` into `#app-root`.
 * @throws Error when the page has no `#app-root`.
 */
export async function startStandalone(app: ReactNode): Promise<void> {
  await startHostlessSession();
  const container = document.getElementById('app-root');
  if (!container) throw new Error('index.html has no #app-root');
  createRoot(container).render(app);
}
