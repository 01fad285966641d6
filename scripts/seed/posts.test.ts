import { postDocumentSchema } from 'creation/post-document';
import { demoPosts } from './posts';

describe('demoPosts', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const posts = demoPosts('premium@demo.test', now);

  it('gives the calendar published posts behind and scheduled posts ahead, and the list drafts', () => {
    const published = posts.filter((post) => post.status === 'published');
    const scheduled = posts.filter((post) => post.status === 'scheduled');
    expect(published.length).toBeGreaterThan(0);
    expect(scheduled.length).toBeGreaterThan(0);
    expect(posts.some((post) => post.status === 'draft')).toBe(true);
    for (const post of published) expect(post.scheduledAt!.getTime()).toBeLessThan(now.getTime());
    for (const post of scheduled) expect(post.scheduledAt!.getTime()).toBeGreaterThan(now.getTime());
  });

  it('writes drafts and scheduled posts the composer itself could have saved', () => {
    const schema = postDocumentSchema('u1', now.getTime());
    for (const { status, scheduledAt, channels, text, overrides, mediaPaths, timeZone } of posts) {
      if (status === 'published') continue;
      const parsed = schema.safeParse({
        status,
        scheduledAt: scheduledAt?.getTime() ?? null,
        channels,
        text,
        overrides,
        mediaPaths,
        timeZone,
      });
      expect(parsed.error).toBeUndefined();
    }
  });

  it('is the same on every run', () => {
    expect(demoPosts('premium@demo.test', now)).toEqual(posts);
  });
});
