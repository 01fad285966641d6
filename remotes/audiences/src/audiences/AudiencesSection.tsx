import type { ReactElement } from 'react';
import { GatedSection } from 'shared-ui';
import { AudiencesPage } from './components/AudiencesPage';

/**
 * The audiences remote's exposed section (`audiences/Section`), gated by the feature its declaration
 * names (`sections.ts`).
 */
export default function AudiencesSection(): ReactElement {
  return (
    <GatedSection feature="createCampaign">
      <AudiencesPage />
    </GatedSection>
  );
}
