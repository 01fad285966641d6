import type { ReactElement } from 'react';
import { GatedSection } from 'shared-ui';
import { CampaignWizardPage } from './components/CampaignWizardPage';

/**
 * The creation remote's campaign wizard (`creation/CreateCampaign`, /create-campaign), themed by
 * shared-auth's tokens; Plus and Premium only (docs/product-rules.md §6), applied here too for an embedded remote.
 */
export default function CreateCampaignSection(): ReactElement {
  return (
    <GatedSection feature="createCampaign">
      <CampaignWizardPage />
    </GatedSection>
  );
}
