import { Button, Flex, theme } from 'shared-ui/antd/base';
import { useCallback, useMemo, useState, type DragEvent, type ReactElement } from 'react';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { notify, useAccount } from 'shared-auth';
import { ListLoadError, PageTitle, useRead } from 'shared-ui';
import { useCreationT } from '../../i18n/useCreationT';
import { isSchedulable } from '../../post-composer/model/postDocument';
import { listPostsBetween, reschedulePost, type PostRow } from '../api/scheduledPosts';
import {
  calendarDays,
  calendarSpan,
  dayKey,
  firstDayOfWeek,
  movedTo,
  shiftAnchor,
  type CalendarView,
} from '../model/calendarGrid';
import { useNow } from '../hooks/useNow';
import { PostDetails } from './PostDetails';

/** The drag's payload type: a post id, private to this calendar. */
const DRAG_TYPE = 'application/x-adplatform-post';

/** Whether `post` may be moved now: scheduled, and its time not yet come. */
function isMovable(post: PostRow, now: number): boolean {
  return post.status === 'scheduled' && post.scheduledAt !== null && post.scheduledAt > now;
}

/** Whether `post` may be moved to `day` at `now`: movable, and its new time within the schedulable bounds. */
function mayMove(post: PostRow, day: Dayjs, now: number): boolean {
  return (
    isMovable(post, now) && post.scheduledAt !== null && isSchedulable(movedTo(post.scheduledAt, day), now)
  );
}

/** A post in a day's cell: its time and the start of its text; dragged to another day to move it. */
function CalendarPost({
  post,
  movable,
  onOpen,
  onDragStart,
  onDragEnd,
}: {
  readonly post: PostRow;
  readonly movable: boolean;
  readonly onOpen: (post: PostRow) => void;
  readonly onDragStart: (post: PostRow) => void;
  readonly onDragEnd: () => void;
}): ReactElement {
  const { t, i18n } = useCreationT();
  const { token } = theme.useToken();
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(post.scheduledAt ?? 0);
  const status = t(`posts.status.${post.status}`);
  const colour = { draft: token.colorBorder, scheduled: token.colorPrimary, published: token.colorSuccess }[
    post.status
  ];
  return (
    <button
      type="button"
      data-testid="calendar-post"
      data-status={post.status}
      draggable={movable}
      aria-label={t('calendar.postLabel', { time, status, text: post.text || '—' })}
      onClick={() => onOpen(post)}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, post.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(post);
      }}
      onDragEnd={onDragEnd}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'start',
        font: 'inherit',
        fontSize: token.fontSizeSM,
        lineHeight: token.lineHeightSM,
        color: token.colorText,
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderInlineStart: `3px solid ${colour}`,
        borderRadius: token.borderRadiusSM,
        padding: '2px 6px',
        marginTop: 4,
        cursor: movable ? 'grab' : 'pointer',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
      }}
    >
      <strong>{time}</strong> {post.text || '—'}
    </button>
  );
}

/**
 * The scheduled and published posts of a week or a month (docs/product-rules.md §10.7): one read of the
 * span shown; a scheduled post is dragged to another day to move it (same time of day), or moved from
 * its details, which open on a click or with the keyboard.
 */
export function PostCalendar({
  uid,
  view,
  anchor,
  onAnchorChange,
}: {
  readonly uid: string;
  readonly view: CalendarView;
  /** A day inside the week or month shown. */
  readonly anchor: Dayjs;
  readonly onAnchorChange: (anchor: Dayjs) => void;
}): ReactElement {
  const { t, i18n } = useCreationT();
  const { token } = theme.useToken();
  // An analyst opens posts and moves none (docs/product-rules.md §10.9).
  const { canWrite } = useAccount();
  const weekStart = firstDayOfWeek(i18n.language);
  const days = useMemo(() => calendarDays(view, anchor, weekStart), [view, anchor, weekStart]);
  const { start, end } = calendarSpan(view, anchor, weekStart);
  const now = useNow();
  const read = useRead(
    `${uid}|${start}|${end}`,
    () => listPostsBetween(uid, start, end),
    '[creation] calendar not read',
  );
  // Moves made here, by post id, shown before (and after) the server has them.
  const [moves, setMoves] = useState<Readonly<Record<string, number>>>({});
  const [open, setOpen] = useState<PostRow | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [dragging, setDragging] = useState<PostRow | null>(null);
  const posts = useMemo(
    () =>
      (read.data ?? [])
        .map((post) =>
          post.id in moves ? { ...post, scheduledAt: moves[post.id] ?? post.scheduledAt } : post,
        )
        .sort((a, b) => (a.scheduledAt ?? 0) - (b.scheduledAt ?? 0)),
    [read.data, moves],
  );

  const byDay = useMemo(() => {
    const grouped = new Map<string, PostRow[]>();
    for (const post of posts) {
      if (post.scheduledAt === null) continue;
      const key = dayKey(post.scheduledAt);
      grouped.set(key, [...(grouped.get(key) ?? []), post]);
    }
    return grouped;
  }, [posts]);

  const move = useCallback(
    async (post: PostRow, scheduledAt: number): Promise<boolean> => {
      const previous = moves[post.id];
      setMoves((all) => ({ ...all, [post.id]: scheduledAt }));
      try {
        await reschedulePost(uid, post.id, scheduledAt);
        const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
        notify({ type: 'success', message: t('calendar.moved', { when: when.format(scheduledAt) }) });
        return true;
      } catch (error) {
        console.error('[creation] post not moved', error);
        setMoves((all) => {
          const { [post.id]: _failed, ...rest } = all;
          return previous === undefined ? rest : { ...rest, [post.id]: previous };
        });
        notify({ type: 'error', message: t('calendar.moveFailed') });
        return false;
      }
    },
    [uid, i18n.language, t, moves],
  );

  const drop = (event: DragEvent, day: Dayjs): void => {
    event.preventDefault();
    setOver(null);
    const post = dragging;
    setDragging(null);
    if (!post || post.scheduledAt === null || !mayMove(post, day, now)) return;
    if (dayKey(post.scheduledAt) === dayKey(day)) return;
    void move(post, movedTo(post.scheduledAt, day));
  };

  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  const fullDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  const title =
    view === 'month'
      ? new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(anchor.toDate())
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).formatRange(start, end - 1);
  const today = dayKey(now);

  return (
    <div data-testid="post-calendar" data-view={view}>
      <Flex wrap="wrap" gap={8} align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <PageTitle level={4} as="h3" style={{ margin: 0 }}>
          <span data-testid="calendar-title">{title}</span>
        </PageTitle>
        <Flex gap={8} wrap="wrap">
          <Button onClick={() => onAnchorChange(shiftAnchor(view, anchor, -1))}>
            {t(`calendar.previous.${view}`)}
          </Button>
          <Button onClick={() => onAnchorChange(dayjs())}>{t('calendar.today')}</Button>
          <Button onClick={() => onAnchorChange(shiftAnchor(view, anchor, 1))}>
            {t(`calendar.next.${view}`)}
          </Button>
        </Flex>
      </Flex>
      {read.state === 'error' ? (
        <ListLoadError message={t('calendar.loadFailed')} onRetry={read.retry} />
      ) : (
        <div style={{ overflowX: 'auto' }} aria-busy={read.state === 'loading'}>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
              minWidth: 640,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              opacity: read.state === 'loading' ? 0.6 : 1,
            }}
          >
            {days.slice(0, 7).map((day) => (
              <div
                key={`head-${dayKey(day)}`}
                aria-hidden
                style={{
                  padding: '4px 8px',
                  fontSize: token.fontSizeSM,
                  color: token.colorTextSecondary,
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                }}
              >
                {weekday.format(day.toDate())}
              </div>
            ))}
            {days.map((day) => {
              const key = dayKey(day);
              const outside = view === 'month' && day.month() !== anchor.month();
              const droppable = dragging !== null && mayMove(dragging, day, now);
              return (
                <div
                  key={key}
                  role="group"
                  aria-label={fullDate.format(day.toDate())}
                  data-testid="calendar-day"
                  data-date={key}
                  aria-current={key === today ? 'date' : undefined}
                  onDragOver={(event) => {
                    if (!droppable) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    if (over !== key) setOver(key);
                  }}
                  onDragLeave={() => setOver((previous) => (previous === key ? null : previous))}
                  onDrop={(event) => drop(event, day)}
                  style={{
                    minHeight: view === 'week' ? 220 : 104,
                    padding: 6,
                    borderTop: `1px solid ${token.colorBorderSecondary}`,
                    borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
                    background:
                      over === key && droppable
                        ? token.colorPrimaryBg
                        : outside
                          ? token.colorFillQuaternary
                          : undefined,
                  }}
                >
                  <span
                    style={{
                      fontSize: token.fontSizeSM,
                      fontWeight: key === today ? 600 : undefined,
                      color: outside ? token.colorTextSecondary : token.colorText,
                    }}
                  >
                    {day.date()}
                  </span>
                  {(byDay.get(key) ?? []).map((post) => (
                    <CalendarPost
                      key={post.id}
                      post={post}
                      movable={canWrite && isMovable(post, now)}
                      onOpen={setOpen}
                      onDragStart={setDragging}
                      onDragEnd={() => {
                        setDragging(null);
                        setOver(null);
                      }}
                    />
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      )}
      <PostDetails post={open} now={now} onClose={() => setOpen(null)} onMove={move} />
    </div>
  );
}
