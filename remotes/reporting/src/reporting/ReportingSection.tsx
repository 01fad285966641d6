import type { ReactElement } from 'react';
import { GatedSection } from 'shared-ui';
import { ReportingPage } from './components/ReportingPage';

/**
 * The reporting remote's exposed section (`reporting/Section`), themed by shared-auth's tokens. Every
 * plan includes reporting; the gate still turns away a lapsed or unknown plan when embedded alone.
 */
export default function ReportingSection(): ReactElement {
  return (
    <GatedSection feature="reporting">
      <ReportingPage />
    </GatedSection>
  );
}
