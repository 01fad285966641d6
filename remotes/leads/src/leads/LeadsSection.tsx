import type { ReactElement } from 'react';
import { GatedSection } from 'shared-ui';
import { LeadsPage } from './components/LeadsPage';

/**
 * The leads remote's exposed section (`leads/Section`), themed by shared-auth's tokens. It applies
 * the plan entitlements itself (an embedded remote has no host guard): other plans see an upgrade.
 */
export default function LeadsSection(): ReactElement {
  return (
    <GatedSection feature="leads">
      <LeadsPage />
    </GatedSection>
  );
}
