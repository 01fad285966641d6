import type { ReactElement, ReactNode } from 'react';
import type { SectionId } from 'shared-auth';
import { EntitlementGate } from './EntitlementGate';

/**
 * The frame of an exposed section: the plan entitlements applied by the remote itself (an embedded
 * remote has no host guard). The theme comes from the page's one antd `ConfigProvider` — the host's,
 * `createMount`'s when embedded, `runStandalone`'s alone: a nested provider here made antd derive
 * every component's tokens again on each section switch (docs/performance.md: section switch).
 */
export function GatedSection({
  section,
  children,
}: {
  readonly section: SectionId;
  readonly children: ReactNode;
}): ReactElement {
  return <EntitlementGate section={section}>{children}</EntitlementGate>;
}
