import { BUILT_IN_SECTIONS } from '../sections/catalogueFixture';
import { idlePreload } from './idlePreload';

const section = (id: string) => BUILT_IN_SECTIONS.find((candidate) => candidate.id === id)!;

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: ['CreateCampaign', 'CreatePost'].map((name) => ({
    name,
    assets: { js: { sync: ['642.a.js', `__federation_expose_${name}.js`] }, css: { sync: [] } },
  })),
};

jest.mock('./whenIdle', () => ({ whenIdle: (callback: () => void) => setTimeout(callback, 0) }));
jest.mock('../federation/remotesConfig', () => ({
  readRemotesConfig: () =>
    Promise.resolve(
      Object.fromEntries(
        ['creation', 'leads', 'reporting'].map((remote) => [
          remote,
          `http://localhost:3007/${remote}/mf-manifest.json`,
        ]),
      ),
    ),
}));
jest.mock('../federation/remoteRegistry', () => ({ loadedSection: () => undefined }));

/** Lets every idle step (a manifest read, then the links) run. */
const settle = async (): Promise<void> => {
  for (let step = 0; step < 10; step += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const prefetchLinks = (): string[] =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);

beforeEach(() => {
  document.head.innerHTML = '';
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(MANIFEST) }) as never;
});

it('prefetches each section’s remote entry and chunks from its remote’s manifest, a file shared by two sections once', async () => {
  idlePreload([section('createCampaign'), section('createPost')]);
  await settle();
  expect(prefetchLinks()).toEqual([
    'http://localhost:3007/creation/remoteEntry.js',
    'http://localhost:3007/creation/642.a.js',
    'http://localhost:3007/creation/__federation_expose_CreateCampaign.js',
    'http://localhost:3007/creation/__federation_expose_CreatePost.js',
  ]);
  expect(document.head.querySelector('link[rel="prefetch"]')?.getAttribute('as')).toBe('script');
  expect(document.head.querySelector('script')).toBeNull();
});

it('prefetches nothing from a manifest that does not validate', async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve({}) }) as never;
  idlePreload([section('leads')]);
  await settle();
  expect(prefetchLinks()).toEqual([]);
});

it('stops before the steps not yet started', async () => {
  const stop = idlePreload([section('leads'), section('reporting')]);
  stop();
  await settle();
  expect(global.fetch).not.toHaveBeenCalled();
});
