import type { ReactElement } from 'react';
import { i18n } from 'shared-auth';
import { GatedSection, prepareMoneyFormat } from 'shared-ui';
import { readFirstPageAhead } from '../campaigns/api/readAhead';
import { CampaignsPage } from '../campaigns/components/CampaignsPage';

/** The campaigns remote's exposed section (`campaigns/Section`), themed by shared-auth's tokens
 * and gated by the plan (every active plan includes it; a lapsed plan embedding it sees the upgrade notice). */
export default function CampaignsSection(): ReactElement {
  return (
    <GatedSection feature="campaigns">
      <CampaignsPage />
    </GatedSection>
  );
}

/**
 * Reads the list's first page and count while the host is still on its way to render the section
 * (shared-auth `SectionModule.prepare`); once they are read (the user is signed in and may read), builds
 * the rows' currency format meanwhile.
 */
export function prepare(): void {
  readFirstPageAhead(() => {
    prepareMoneyFormat(i18n.language);
  });
}
