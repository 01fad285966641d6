import { Card, Segmented } from 'shared-ui/antd/panels';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, type ReactElement } from 'react';
import { useSearchParams } from 'shared-auth';
import { useCreationT } from '../../i18n/useCreationT';
import type { CalendarView } from '../model/calendarGrid';
import { PostCalendar } from './PostCalendar';
import { PostList } from './PostList';

/** How the posts are shown: the recent list (drafts included) or a calendar. */
type PostsView = 'list' | CalendarView;

const VIEWS: readonly PostsView[] = ['list', 'week', 'month'];

/** The URL's query parameters of the panel: the view, and a day inside the week or month shown. */
const PARAM = { view: 'posts', day: 'day' } as const;

/**
 * The user's posts under the composer: the recent list, or a week or month calendar of scheduled and
 * published posts. The view and the day shown live in the URL (`?posts=week&day=YYYY-MM-DD`), so a
 * reload or a shared link opens the same calendar.
 */
export function PostsPanel({
  uid,
  version,
}: {
  readonly uid: string;
  /** Bumped when the composer saved a post (the panel reads again). */
  readonly version: number;
}): ReactElement {
  const { t } = useCreationT();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(PARAM.view);
  const view: PostsView = VIEWS.includes(asked as PostsView) ? (asked as PostsView) : 'list';
  const dayParam = search.get(PARAM.day);
  const anchor = useMemo(() => {
    const parsed = dayParam && /^\d{4}-\d{2}-\d{2}$/.test(dayParam) ? dayjs(dayParam) : null;
    return parsed?.isValid() ? parsed : dayjs().startOf('day');
  }, [dayParam]);

  const change = (next: { view?: PostsView; day?: Dayjs }): void => {
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next.view) {
          if (next.view === 'list') params.delete(PARAM.view);
          else params.set(PARAM.view, next.view);
        }
        if (next.day) params.set(PARAM.day, next.day.format('YYYY-MM-DD'));
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Card
      size="small"
      title={t('posts.title')}
      style={{ marginTop: 16 }}
      extra={
        <Segmented
          aria-label={t('posts.view')}
          value={view}
          onChange={(value) => change({ view: value as PostsView })}
          options={VIEWS.map((value) => ({ value, label: t(`posts.views.${value}`) }))}
        />
      }
    >
      {view === 'list' ? (
        <PostList uid={uid} version={version} />
      ) : (
        <PostCalendar
          key={version}
          uid={uid}
          view={view}
          anchor={anchor}
          onAnchorChange={(day) => change({ day })}
        />
      )}
    </Card>
  );
}
