import { useState } from 'react';
import { notify } from 'shared-auth';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { addInstagramCreator, creatorRefusalOf, type CreatorRefusal } from '../api/instagramCreators';
import type { Influencer } from '../model/influencer';

/** A read of a creator from Instagram as a screen runs it: busy while it runs, and why it was refused. */
export interface InstagramCreatorRead {
  readonly busy: boolean;
  /** Why the last read was refused, or null. */
  readonly refusal: CreatorRefusal | null;
  /** Reads `username` (no `@`); says what came of it, then hands the creator to `onRead`. */
  readonly read: (username: string, onRead: (influencer: Influencer) => void) => Promise<void>;
  readonly clearRefusal: () => void;
}

/**
 * Adds or refreshes a creator from Instagram (`addInstagramCreator`), telling the user which it was;
 * a refusal is kept for the screen to explain (logged when it is not one the screen explains).
 */
export function useInstagramCreatorRead(): InstagramCreatorRead {
  const { t } = useInfluencersT();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<CreatorRefusal | null>(null);
  const read = async (username: string, onRead: (influencer: Influencer) => void): Promise<void> => {
    setBusy(true);
    setRefusal(null);
    try {
      const { influencer, refreshed } = await addInstagramCreator(username);
      notify({
        type: 'success',
        message: t(refreshed ? 'instagram.refreshedNamed' : 'instagram.added', {
          name: influencer.displayName,
        }),
      });
      onRead(influencer);
    } catch (error) {
      const why = creatorRefusalOf(error);
      if (why === 'failed') console.error('[influencers] creator not read from Instagram', error);
      setRefusal(why);
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, read, clearRefusal: () => setRefusal(null) };
}
