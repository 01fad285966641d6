import type { ReactElement } from 'react';
import { GatedSection } from 'shared-ui';
import { CampaignsPage } from '../campaigns/components/CampaignsPage';

/** The campaigns remote's exposed section (`campaigns/Section`), themed by shared-auth's tokens
 * and gated by the plan (every active plan includes it; a lapsed plan embedding it sees the upgrade notice). */
export default function CampaignsSection(): ReactElement {
  return (
    <GatedSection section="campaigns">
      <CampaignsPage />
    </GatedSection>
  );
}

/** Reads the list's first page and count while the host is still on its way to render the section. */
export { readFirstPageAhead as prepare } from '../campaigns/api/readAhead';
