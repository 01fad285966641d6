import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { THEME, type SectionProps } from 'shared-auth';
import { EntitlementGate } from 'shared-ui';
import { ReportingPage } from '../reporting/components/ReportingPage';

/**
 * The reporting remote's exposed section (`reporting/Section`), themed by shared-auth's tokens. Every
 * plan includes reporting; the gate still turns away a lapsed or unknown plan when embedded alone.
 */
export default function ReportingSection(_props: SectionProps): ReactElement {
  return (
    <ConfigProvider theme={THEME}>
      <EntitlementGate section="reporting">
        <ReportingPage />
      </EntitlementGate>
    </ConfigProvider>
  );
}
