import { BUILT_IN_SECTIONS } from '../sections/catalogueFixture';
import { preloadSection } from './preload';

const [, , leads, , , settings] = BUILT_IN_SECTIONS;

const loadSection = jest.fn((_section: unknown) => Promise.resolve({ default: () => null }));
let loaded = false;
jest.mock('./remoteRegistry', () => ({
  ...jest.requireActual<object>('./remoteRegistry'),
  loadSection: (section: unknown) => loadSection(section),
  loadedSection: () => (loaded ? { default: () => null } : undefined),
}));

/** Lets the section's load settle. */
const settle = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  loadSection.mockClear();
  loaded = false;
});

describe('preloadSection', () => {
  it('loads the section’s module on a hover', async () => {
    preloadSection(leads!);
    await settle();
    expect(loadSection).toHaveBeenCalledWith(leads);
  });

  it('does not load a section already loaded again', async () => {
    loaded = true;
    preloadSection(settings!);
    await settle();
    expect(loadSection).not.toHaveBeenCalled();
  });
});
