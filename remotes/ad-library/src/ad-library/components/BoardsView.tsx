import { Button } from 'shared-ui/antd/base';
import { Empty, Space } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Select } from 'shared-ui/antd/data';
import { useEffect, useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { ListLoadError } from 'shared-ui';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { fetchAdsByIds } from '../api/adQueries';
import { removeFromBoard } from '../api/boards';
import type { Ad, Board } from '../model/ad';
import { AdGrid } from './AdGrid';

/** The user's boards: pick one, see its ads, remove an ad from it. */
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
  const board = boards.find((candidate) => candidate.id === chosen) ?? boards[0] ?? null;
  const [loaded, setLoaded] = useState<{ key: string; ads?: Ad[]; error?: unknown } | null>(null);
  const key = board ? `${board.id}:${board.adIds.join(',')}` : '';
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!board) return;
    let cancelled = false;
    fetchAdsByIds(board.adIds).then(
      (ads) => !cancelled && setLoaded({ key, ads }),
      (error: unknown) => {
        console.error('[ad-library] board read failed', error);
        if (!cancelled) setLoaded({ key, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [board, key, attempt]);

  if (!board) return <Empty description={t('boards.none')} data-testid="boards-empty" />;
  const current = loaded?.key === key ? loaded : null;

  const remove = async (ad: Ad): Promise<void> => {
    try {
      await removeFromBoard(uid, board.id, ad.id);
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
          onChange={setChosen}
          options={boards.map(({ id, name, adIds }) => ({
            value: id,
            label: t('boards.option', { name, count: adIds.length }),
          }))}
        />
      </Space>
      {current?.error ? (
        <ListLoadError message={t('loadFailed')} onRetry={() => setAttempt((value) => value + 1)} />
      ) : board.adIds.length === 0 ? (
        <Empty description={t('boards.emptyBoard')} data-testid="board-empty" />
      ) : (
        <AdGrid
          ads={current?.ads ?? []}
          loading={current === null}
          action={(ad) => (
            <Button type="link" danger onClick={() => void remove(ad)}>
              {t('boards.remove')}
            </Button>
          )}
        />
      )}
    </>
  );
}
