import { createMount } from 'shared-ui';
import { SECTIONS } from './sections';
import CreateCampaignSection from '../campaign-wizard/CreateCampaignSection';
import CreatePostSection from '../post-composer/CreatePostSection';

/**
 * `creation/mount`: renders this remote's section into any element of a page with no React and no
 * host (shared-auth `MountModule`; see examples/embed). Returns the function that unmounts.
 */
export const mount = createMount(SECTIONS, {
  CreateCampaign: CreateCampaignSection,
  CreatePost: CreatePostSection,
});
