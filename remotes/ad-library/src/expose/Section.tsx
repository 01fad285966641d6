import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { THEME, type SectionProps } from 'shared-auth';
import { EntitlementGate } from 'shared-ui';
import { AdLibraryPage } from '../ad-library/components/AdLibraryPage';

/**
 * The ad-library remote's exposed section (`adLibrary/Section`), themed by shared-auth's tokens; it
 * applies the plan entitlements itself (Basic sees an upgrade).
 */
export default function AdLibrarySection(_props: SectionProps): ReactElement {
  return (
    <ConfigProvider theme={THEME}>
      <EntitlementGate section="adLibrary">
        <AdLibraryPage />
      </EntitlementGate>
    </ConfigProvider>
  );
}
