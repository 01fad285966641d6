import type { PostStatus } from '../api/scheduledPosts';

/** The tag colour of each post status (antd preset colours), the same in the list and the calendar. */
export const STATUS_COLOURS: Readonly<Record<PostStatus, string>> = {
  draft: 'default',
  scheduled: 'blue',
  published: 'green',
};
