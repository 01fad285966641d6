import { startInStages } from './app/shell/startInStages';
import { warmIntlData } from './app/shell/warmIntlData';
import { noticePageEvents } from './app/telemetry/pageEvents';

// What fails from here on is kept for the reporter, which loads after the first screen
// (docs/operations.md "Errors and web vitals").
noticePageEvents();

// A page that will show a signed-in section (the prepaint script's session hint) loads the browser's
// number and date data in a worker meanwhile, for the sections' first formats
// (docs/performance.md).
if (document.documentElement.hasAttribute('data-session-hint'))
  warmIntlData(
    document.documentElement.lang || 'en-us',
    () => new Worker(new URL('./app/shell/intlData.worker.ts', import.meta.url), { name: 'intl-data' }),
  );

// Async boundary: lets Module Federation resolve the shared scope before any shared module runs.
// The shared modules of the first screen are evaluated as they arrive, the app in a task after them
// (docs/performance.md "Choices made for speed").
void startInStages(
  [() => import('react-dom/client'), () => import('shared-auth'), () => import('shared-ui/antd/base')],
  () => import('./bootstrap'),
);
