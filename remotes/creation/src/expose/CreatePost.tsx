/** `creation/CreatePost`: the section is `post-composer/CreatePostSection.tsx` (docs/architecture.md "Remotes"). */
export { default } from '../post-composer/CreatePostSection';
