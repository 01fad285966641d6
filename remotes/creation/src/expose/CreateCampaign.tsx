/** `creation/CreateCampaign`: the section is `campaign-wizard/CreateCampaignSection.tsx` (docs/architecture.md "Remotes"). */
export { default } from '../campaign-wizard/CreateCampaignSection';
