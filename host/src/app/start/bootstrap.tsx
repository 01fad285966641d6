import {
  antdStylesApplied,
  i18n,
  initI18n,
  isLanguage,
  loadLanguage,
  notify,
  onLanguageLoad,
  startSession,
} from 'shared-auth';
import { App } from '../App';
// Registers what the host provides only for its remotes (antd data/authoring facades, dayjs).
import '../federation/providedShares';
import { loadAntdLocale } from '../../i18n/antdLocale';
import { registerHostTranslations } from '../../i18n/registerHostTranslations';
import { mountApp } from './mountApp';
import { startReporting } from './startReporting';

// zod compiles object parsers with `new Function` unless told not to, and probes for it on the first
// parse: under the pages' Content-Security-Policy (no eval) that probe is a reported violation. Every
// copy of zod on the page reads one global settings object, `globalThis.__zod_globalConfig` (what
// zod's `config()` writes); set here without importing zod, which the first screen does not need
// (docs/decisions/0007-content-security-policy.md).
const zodSettings = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(zodSettings.__zod_globalConfig ??= {}).jitless = true;

/** Steps 4 and 6 of the page's start (`index.ts`): the strings, the session, the app, the reporter. */
async function bootstrap(): Promise<void> {
  // antd's locale of the page's language loads with its strings, now and at every language change.
  onLanguageLoad(loadAntdLocale);
  await initI18n();
  registerHostTranslations();
  // The page's language other than the default: the host's strings load before the first render.
  if (isLanguage(i18n.language)) await loadLanguage(i18n.language);
  startSession({
    onSubscriptionLoadFailed: () =>
      notify({ type: 'error', message: i18n.t('subscription.loadFailed', { ns: 'common' }) }),
  });
  const container = document.getElementById('app-root');
  if (!container) throw new Error('index.html has no #app-root');
  mountApp(container, <App />, antdStylesApplied);
  // 6. After the first content.
  startReporting();
}

void bootstrap();
