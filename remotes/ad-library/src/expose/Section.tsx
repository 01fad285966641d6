/** `adLibrary/Section`: the section is `ad-library/AdLibrarySection.tsx` (docs/architecture.md "Remotes"). */
export { default } from '../ad-library/AdLibrarySection';
