import type { ReactElement } from 'react';
import { SettingsPage } from './components/SettingsPage';

/**
 * The settings remote's exposed section (`settings/Section`). Themed by the page's one antd
 * `ConfigProvider` (the host's, or `createMount`'s / `runStandalone`'s): a nested one would make
 * antd derive every component's tokens again on each visit (see shared-ui's GatedSection).
 */
export default function SettingsSection(): ReactElement {
  return <SettingsPage />;
}
