import { loadRemote } from '@module-federation/enhanced/runtime';
import { onRemoteFailure, rememberRemoteVersion, type RemoteFailure } from './remoteFailures';
import { loadSection, RemoteTimeoutError, type SectionSource } from './remoteRegistry';

/** A section of `remote` exposed as `module` (its catalogue entry's part the registry reads). */
const source = (id: string, remote = id, module = 'Section'): SectionSource => ({ id, remote, module });

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  preloadRemote: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const Section = (): null => null;

beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: () => Promise.resolve({ reporting: 'http://localhost:3002/mf-manifest.json' }),
  }) as unknown as typeof fetch;
});

afterEach(() => jest.restoreAllMocks());

function collectFailures(): RemoteFailure[] {
  const failures: RemoteFailure[] = [];
  onRemoteFailure((failure) => failures.push(failure));
  return failures;
}

describe('loadSection', () => {
  it('loads the exposed module once and shares one request between a preload and a navigation', async () => {
    loadRemoteMock.mockResolvedValue({ default: Section });
    const [first, second] = await Promise.all([loadSection(source('leads')), loadSection(source('leads'))]);
    expect(first.default).toBe(Section);
    expect(second).toBe(first);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('leads/Section');
  });

  it('reports a remote that cannot be loaded with its name and last known version, and tries again on the next call', async () => {
    const failures = collectFailures();
    rememberRemoteVersion('settings', '1.4.2');
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-003 manifest unreachable'));
    await expect(loadSection(source('settings'))).rejects.toThrow('RUNTIME-003');
    expect(failures).toEqual([
      expect.objectContaining({ remote: 'settings', version: '1.4.2', module: 'Section', phase: 'load' }),
    ]);
    expect(console.error).toHaveBeenCalledWith(
      '[remote settings@1.4.2] Section: load failed',
      expect.any(Error),
    );

    loadRemoteMock.mockResolvedValueOnce({ default: Section });
    await expect(loadSection(source('settings'))).resolves.toEqual({ default: Section });
  });

  it('gives up on a slow remote after the time-out and reports it as such', async () => {
    const failures = collectFailures();
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    await expect(loadSection(source('influencers'), { idleMs: 20, ceilingMs: 1000 })).rejects.toBeInstanceOf(
      RemoteTimeoutError,
    );
    expect(failures.at(-1)).toEqual(
      expect.objectContaining({ remote: 'influencers', version: 'unknown', phase: 'timeout' }),
    );
  });

  it('refuses a remote whose module has no component', async () => {
    loadRemoteMock.mockResolvedValue({ default: 'not a component' });
    await expect(loadSection(source('adLibrary'))).rejects.toThrow(
      'Remote adLibrary exposes no Section component',
    );
  });
});
