/**
 * The host page's start, in order (docs/architecture.md "A page's start, in order"). When each step
 * runs is decided in this folder, and what a step does is named beside it; the steps the app takes
 * later are hooked where it learns what they wait for.
 *
 * Before this entry runs, the prerendered page has painted and its prepaint script
 * (host/prerender/prepaint.ts) has requested it.
 *
 * 1. Keep what fails for the reporter ............................ noticePageEvents (here)
 * 2. A signed-in page: number and date data in a worker ........... warmIntlData (here)
 * 3. The first screen's shared modules, then the app .............. startInStages (here)
 * 4. The strings, the session, the app over the painted page ....... bootstrap.tsx
 * 5. While the guard waits: the destination's code and first reads  usePreloadDestination (RouteGuard);
 *    on /login from the first keystroke ......................... prepareSignedInScreen (router)
 * 6. After the first content: the reporter ........................ startReporting (bootstrap.tsx)
 * 7. After the first content: the plan's other sections' code ..... useIdlePreload (RemoteSection)
 */
import { noticePageEvents } from '../telemetry/pageEvents';
import { startInStages } from './startInStages';
import { warmIntlData } from './warmIntlData';

// 1. What fails from here on is kept for the reporter, which loads after the first screen
// (docs/operations.md "Errors and web vitals").
noticePageEvents();

// 2. A page that will show a signed-in section (the prepaint script's session hint) loads the
// browser's number and date data in a worker meanwhile, for the sections' first formats
// (docs/performance.md).
if (document.documentElement.hasAttribute('data-session-hint'))
  warmIntlData(
    document.documentElement.lang || 'en-us',
    () => new Worker(new URL('./intlData.worker.ts', import.meta.url), { name: 'intl-data' }),
  );

// 3. Async boundary: lets Module Federation resolve the shared scope before any shared module runs.
// The shared modules of the first screen are evaluated as they arrive, the app in a task after them
// (docs/performance.md "Choices made for speed").
void startInStages(
  [() => import('react-dom/client'), () => import('shared-auth'), () => import('shared-ui/antd/base')],
  () => import('./bootstrap'),
);
