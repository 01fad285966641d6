/**
 * `influencers/Section`, the module the host and embed.js load. The section is
 * `influencers/InfluencersSection.tsx`, which `mount` imports too: an exposed module never imports
 * another, or the manifest would list the other's files as this one's and the host would load them
 * (docs/architecture.md "Remotes").
 */
export { default } from '../influencers/InfluencersSection';
