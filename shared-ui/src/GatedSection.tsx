import { ConfigProvider } from 'shared-ui/antd/base';
import type { ReactElement, ReactNode } from 'react';
import { THEME, type SectionId } from 'shared-auth';
import { EntitlementGate } from './EntitlementGate';

/**
 * The frame of an exposed section: shared-auth's theme tokens on this remote's own antd, and the plan
 * entitlements applied by the remote itself (an embedded remote has no host guard).
 */
export function GatedSection({
  section,
  children,
}: {
  readonly section: SectionId;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <ConfigProvider theme={THEME}>
      <EntitlementGate section={section}>{children}</EntitlementGate>
    </ConfigProvider>
  );
}
