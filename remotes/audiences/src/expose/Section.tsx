/** `audiences/Section`: the section is `audiences/AudiencesSection.tsx` (docs/architecture.md "Remotes"). */
export { default } from '../audiences/AudiencesSection';
