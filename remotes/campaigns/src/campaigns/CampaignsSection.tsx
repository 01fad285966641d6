import type { ReactElement } from 'react';
import { GatedSection } from 'shared-ui';
import { CampaignsPage } from './components/CampaignsPage';

/** The campaigns remote's exposed section (`campaigns/Section`), themed by shared-auth's tokens
 * and gated by the plan (every active plan includes it; a lapsed plan embedding it sees the upgrade notice). */
export default function CampaignsSection(): ReactElement {
  return (
    <GatedSection feature="campaigns">
      <CampaignsPage />
    </GatedSection>
  );
}
