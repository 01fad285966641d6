import { createRoot } from 'react-dom/client';
import { i18n, initI18n, notify, startSession } from 'shared-auth';
import { App } from './app/App';
// Registers what the host provides only for its remotes (antd data/authoring facades, dayjs).
import './app/federation/providedShares';
import { registerHostTranslations } from './app/i18n/registerHostTranslations';

async function bootstrap(): Promise<void> {
  await initI18n();
  registerHostTranslations();
  startSession({
    onSubscriptionLoadFailed: () =>
      notify({ type: 'error', message: i18n.t('subscription.loadFailed', { ns: 'common' }) }),
  });
  const container = document.getElementById('app-root');
  if (!container) throw new Error('index.html has no #app-root');
  createRoot(container).render(<App />);
}

void bootstrap();
