import { ConfigProvider } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { THEME, type SectionProps } from 'shared-auth';
import { SettingsPage } from '../settings/components/SettingsPage';

/** The settings remote's exposed section (`settings/Section`), themed by shared-auth's tokens. */
export default function SettingsSection(_props: SectionProps): ReactElement {
  return (
    <ConfigProvider theme={THEME}>
      <SettingsPage />
    </ConfigProvider>
  );
}
