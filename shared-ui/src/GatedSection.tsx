import type { ReactElement, ReactNode } from 'react';
import type { FeatureId } from 'shared-auth';
import { EntitlementGate } from './EntitlementGate';

/**
 * The frame of an exposed section: the plan's entitlement applied by the remote itself (an embedded
 * remote has no host guard). The theme comes from the page's one antd `ConfigProvider` — the host's,
 * `createMount`'s when embedded, `runStandalone`'s alone: a nested provider here made antd derive
 * every component's tokens again on each section switch (docs/performance.md: section switch).
 */
export function GatedSection({
  feature,
  children,
}: {
  /** The plan feature the section needs, as its declaration says (`src/expose/sections.ts`). */
  readonly feature: FeatureId;
  readonly children: ReactNode;
}): ReactElement {
  return <EntitlementGate feature={feature}>{children}</EntitlementGate>;
}
