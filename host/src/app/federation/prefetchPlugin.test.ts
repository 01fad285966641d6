import { prefetchPlugin } from './prefetchPlugin';

type CreateLink = (args: { url: string; attrs?: Record<string, string> }) => HTMLLinkElement | undefined;

describe('prefetchPlugin (docs/architecture.md "Performance budgets")', () => {
  const createLink = prefetchPlugin().createLink as unknown as CreateLink;

  it('fetches a preloaded remote file as a prefetch, keeping its destination', () => {
    const link = createLink({ url: 'https://remote.test/123.js', attrs: { rel: 'preload', as: 'script' } });
    expect(link?.rel).toBe('prefetch');
    expect(link?.getAttribute('as')).toBe('script');
    expect(link?.href).toBe('https://remote.test/123.js');
  });

  it('leaves every other link to the runtime', () => {
    expect(createLink({ url: 'https://remote.test/a.css', attrs: { rel: 'stylesheet' } })).toBeUndefined();
    expect(createLink({ url: 'https://remote.test/a.js' })).toBeUndefined();
  });
});
