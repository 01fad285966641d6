import type { ReactElement } from 'react';
import type { SectionProps } from 'shared-auth';
import { GatedSection } from 'shared-ui';
import { CampaignWizardPage } from '../campaign-wizard/components/CampaignWizardPage';

/**
 * The creation remote's campaign wizard (`creation/CreateCampaign`, /create-campaign), themed by
 * shared-auth's tokens; Plus and Premium only (SPEC §6), applied here too for an embedded remote.
 */
export default function CreateCampaignSection(_props: SectionProps): ReactElement {
  return (
    <GatedSection section="createCampaign">
      <CampaignWizardPage />
    </GatedSection>
  );
}
