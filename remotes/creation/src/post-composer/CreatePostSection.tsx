import type { ReactElement } from 'react';
import { GatedSection } from 'shared-ui';
import { PostComposerPage } from './components/PostComposerPage';

/** The creation remote's post composer (`creation/CreatePost`, /create-post, every plan). */
export default function CreatePostSection(): ReactElement {
  return (
    <GatedSection feature="createPost">
      <PostComposerPage />
    </GatedSection>
  );
}
