import type { ReactElement } from 'react';
import { GatedSection } from 'shared-ui';
import { AdLibraryPage } from './components/AdLibraryPage';

/**
 * The ad-library remote's exposed section (`adLibrary/Section`), themed by shared-auth's tokens; it
 * applies the plan entitlements itself (Basic sees an upgrade).
 */
export default function AdLibrarySection(): ReactElement {
  return (
    <GatedSection feature="adLibrary">
      <AdLibraryPage />
    </GatedSection>
  );
}
