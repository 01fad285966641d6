/** `reporting/Section`: the section is `reporting/ReportingSection.tsx` (docs/architecture.md "Remotes"). */
export { default } from '../reporting/ReportingSection';
