/** `campaigns/Section`: the section is `campaigns/CampaignsSection.tsx` (docs/architecture.md "Remotes"). */
export { default } from '../campaigns/CampaignsSection';
export { prepare } from '../campaigns/first-screen/prepare';
