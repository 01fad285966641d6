import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { THEME, type SectionProps } from 'shared-auth';
import { EntitlementGate } from 'shared-ui';
import { LeadsPage } from '../leads/components/LeadsPage';

/**
 * The leads remote's exposed section (`leads/Section`), themed by shared-auth's tokens. It applies
 * the plan entitlements itself (an embedded remote has no host guard): other plans see an upgrade.
 */
export default function LeadsSection(_props: SectionProps): ReactElement {
  return (
    <ConfigProvider theme={THEME}>
      <EntitlementGate section="leads">
        <LeadsPage />
      </EntitlementGate>
    </ConfigProvider>
  );
}
