import { createMount } from 'shared-ui';
import { SECTIONS } from './sections';
import AdLibrarySection from '../ad-library/AdLibrarySection';

/**
 * `adLibrary/mount`: renders this remote's section into any element of a page with no React and no
 * host (shared-auth `MountModule`; see examples/embed). Returns the function that unmounts.
 */
export const mount = createMount(SECTIONS, {
  Section: AdLibrarySection,
});
