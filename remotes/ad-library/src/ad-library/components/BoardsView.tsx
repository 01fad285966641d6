import { Button } from 'shared-ui/antd/base';
import { Empty, Space, Tag } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Select } from 'shared-ui/antd/data';
import { useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { ListLoadError, useRead } from 'shared-ui';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { fetchAdsByIds } from '../api/adQueries';
import { removeFromBoard } from '../api/boards';
import { fetchSavedAds, forgetSavedAd } from '../api/savedAds';
import { titleOf, type Ad, type Board, type SavedAd } from '../model/ad';
import { AdGrid } from './AdGrid';
import { SavedAdNotesModal } from './SavedAdNotesModal';

/**
 * A board's ads as the user saved them: the saved copies (kept after an ad leaves the library), and for
 * an ad saved before copies were kept, the library's ad with an empty note.
 */
async function boardAds(uid: string, adIds: readonly string[]): Promise<SavedAd[]> {
  const saved = await fetchSavedAds(uid, adIds);
  const kept = new Set(saved.map((ad) => ad.id));
  const missing = adIds.filter((id) => !kept.has(id));
  const fromLibrary: Ad[] = missing.length > 0 ? await fetchAdsByIds(missing) : [];
  const byId = new Map<string, SavedAd>(saved.map((ad) => [ad.id, ad]));
  for (const ad of fromLibrary) byId.set(ad.id, { ...ad, note: '', tags: [], savedAt: ad.startDate });
  return adIds.flatMap((id) => byId.get(id) ?? []);
}

/** A saved ad's note and tags, under its card. */
function SavedAdNotes({ ad }: { readonly ad: SavedAd }): ReactElement | null {
  if (!ad.note && ad.tags.length === 0) return null;
  return (
    <div data-testid="saved-ad-notes" style={{ marginTop: 8 }}>
      {ad.note && (
        <Typography.Paragraph style={{ margin: '0 0 4px', whiteSpace: 'pre-wrap' }}>
          {ad.note}
        </Typography.Paragraph>
      )}
      <Space wrap size={4}>
        {ad.tags.map((tag) => (
          <Tag key={tag} color="purple">
            #{tag}
          </Tag>
        ))}
      </Space>
    </div>
  );
}

/** The user's boards: pick one, filter its ads by tag, note and tag them, remove one from it. */
export function BoardsView({
  uid,
  boards,
  onChanged,
}: {
  readonly uid: string;
  readonly boards: readonly Board[];
  readonly onChanged: () => void;
}): ReactElement {
  const { t } = useAdLibraryT();
  const [chosen, setChosen] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [editing, setEditing] = useState<SavedAd | null>(null);
  const [version, setVersion] = useState(0);
  const board = boards.find((candidate) => candidate.id === chosen) ?? boards[0] ?? null;
  const read = useRead(
    board ? `${board.id}:${board.adIds.join(',')}:${version}` : '',
    () => (board ? boardAds(uid, board.adIds) : Promise.resolve([])),
    '[ad-library] board read failed',
  );

  if (!board) return <Empty description={t('boards.none')} data-testid="boards-empty" />;
  const ads = read.data ?? [];
  const knownTags = [...new Set(ads.flatMap((ad) => ad.tags))].sort((a, b) => a.localeCompare(b));
  const shown = tag ? ads.filter((ad) => ad.tags.includes(tag)) : ads;

  const remove = async (ad: SavedAd): Promise<void> => {
    try {
      await removeFromBoard(uid, board.id, ad.id);
      // The copy goes with the last board that held it.
      if (!boards.some((other) => other.id !== board.id && other.adIds.includes(ad.id)))
        await forgetSavedAd(uid, ad.id);
      notify({ type: 'success', message: t('boards.removed', { board: board.name }) });
      onChanged();
    } catch (error) {
      console.error('[ad-library] remove failed', error);
      notify({ type: 'error', message: t('actionFailed') });
    }
  };

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Text>{t('boards.board')}</Typography.Text>
        <Select
          aria-label={t('boards.board')}
          data-testid="board-select"
          value={board.id}
          style={{ minWidth: 220 }}
          onChange={(id: string) => {
            setChosen(id);
            setTag(null);
          }}
          options={boards.map(({ id, name, adIds }) => ({
            value: id,
            label: t('boards.option', { name, count: adIds.length }),
          }))}
        />
        <Select
          aria-label={t('boards.tagFilter')}
          data-testid="board-tag-filter"
          value={tag ?? ''}
          style={{ minWidth: 180 }}
          onChange={(value: string) => setTag(value || null)}
          options={[
            { value: '', label: t('boards.allTags') },
            ...knownTags.map((value) => ({ value, label: `#${value}` })),
          ]}
        />
      </Space>
      {read.state === 'error' ? (
        <ListLoadError message={t('loadFailed')} onRetry={read.retry} />
      ) : board.adIds.length === 0 ? (
        <Empty description={t('boards.emptyBoard')} data-testid="board-empty" />
      ) : (
        <AdGrid
          ads={shown}
          loading={read.state === 'loading'}
          details={(ad) => <SavedAdNotes ad={ad} />}
          actions={(ad) => [
            <Button
              key="notes"
              type="link"
              onClick={() => setEditing(ad)}
              aria-label={t('notes.editAria', { headline: titleOf(ad) })}
            >
              {t('notes.edit')}
            </Button>,
            <Button key="remove" type="link" danger onClick={() => void remove(ad)}>
              {t('boards.remove')}
            </Button>,
          ]}
        />
      )}
      <SavedAdNotesModal
        uid={uid}
        ad={editing}
        knownTags={knownTags}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setVersion((value) => value + 1);
        }}
      />
    </>
  );
}
