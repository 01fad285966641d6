/** `leads/Section`: the section is `leads/LeadsSection.tsx` (docs/architecture.md "Remotes"). */
export { default } from '../leads/LeadsSection';
