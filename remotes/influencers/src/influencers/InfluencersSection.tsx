import type { ReactElement } from 'react';
import { GatedSection } from 'shared-ui';
import { InfluencersPage } from './components/InfluencersPage';

/** The influencers remote's exposed section (`influencers/Section`), themed by shared-auth's tokens
 * and gated by the plan (every active plan includes it; a lapsed plan embedding it sees the upgrade notice). */
export default function InfluencersSection(): ReactElement {
  return (
    <GatedSection feature="influencers">
      <InfluencersPage />
    </GatedSection>
  );
}
