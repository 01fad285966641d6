import { preloadSection, primeSectionStyles } from './preload';

const primeAntdStyles = jest.fn((_remotes: readonly string[], _load: unknown) => Promise.resolve());
const loadSection = jest.fn((_section: string) => Promise.resolve({ default: () => null }));
let loaded = false;
jest.mock('../styles/primeAntdStyles', () => ({
  primeAntdStyles: (remotes: readonly string[], load: unknown) => primeAntdStyles(remotes, load),
}));
jest.mock('./remoteRegistry', () => ({
  ...jest.requireActual<object>('./remoteRegistry'),
  loadSection: (section: string) => loadSection(section),
  loadedSection: () => (loaded ? { default: () => null } : undefined),
}));

/** Lets the dynamic import of the primer chunk settle. */
const settle = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  primeAntdStyles.mockClear();
  loadSection.mockClear();
  loaded = false;
});

describe('primeSectionStyles (docs/architecture.md "Performance budgets")', () => {
  it('primes the remotes of the sections, each once however many of its sections are named', async () => {
    primeSectionStyles(['createCampaign', 'createPost', 'reporting']);
    await settle();
    expect(primeAntdStyles).toHaveBeenCalledTimes(1);
    expect(primeAntdStyles.mock.calls[0]?.[0]).toEqual(['creation', 'reporting']);
  });
});

describe('preloadSection', () => {
  it('loads the section’s module and primes its remote’s styles on a hover', async () => {
    preloadSection('leads');
    await settle();
    expect(loadSection).toHaveBeenCalledWith('leads');
    expect(primeAntdStyles.mock.calls[0]?.[0]).toEqual(['leads']);
  });

  it('primes the styles of a section already loaded, without loading it again', async () => {
    loaded = true;
    preloadSection('settings');
    await settle();
    expect(loadSection).not.toHaveBeenCalled();
    expect(primeAntdStyles.mock.calls[0]?.[0]).toEqual(['settings']);
  });
});
