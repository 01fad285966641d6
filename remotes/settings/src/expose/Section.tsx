/** `settings/Section`: the section is `settings/SettingsSection.tsx` (docs/architecture.md "Remotes"). */
export { default } from '../settings/SettingsSection';
