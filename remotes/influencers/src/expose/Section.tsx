/** `influencers/Section`: the section is `influencers/InfluencersSection.tsx` (docs/architecture.md "Remotes"). */
export { default } from '../influencers/InfluencersSection';
