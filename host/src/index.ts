import { startInStages } from './app/shell/startInStages';

// Async boundary: lets Module Federation resolve the shared scope before any shared module runs.
// The shared modules of the first screen are evaluated as they arrive, the app in a task after them
// (docs/decisions/0021-the-app-starts-in-stages.md).
void startInStages(
  [() => import('react-dom/client'), () => import('shared-auth'), () => import('shared-ui/antd/base')],
  () => import('./bootstrap'),
);
