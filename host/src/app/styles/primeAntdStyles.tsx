import { ConfigProvider } from 'shared-ui/antd/base';
import { createPrimerRoot } from 'shared-ui';
import { startTransition, type ComponentType } from 'react';
import { THEME, type RemoteName, type StylePrimerModule } from 'shared-auth';
import { whenIdle } from '../federation/whenIdle';

/** Loads a remote's `StylePrimer` (the federation registry's `loadStylePrimer`, or a test's). */
export type StylePrimerLoader = (remote: RemoteName) => Promise<StylePrimerModule>;

const requested = new Set<RemoteName>();
const primers: Array<readonly [RemoteName, ComponentType]> = [];
let root: ReturnType<typeof createPrimerRoot> | undefined;
let queue: Promise<void> = Promise.resolve();

/**
 * Generates antd's styles for the components of `remotes`' sections ahead of each section's first
 * visit, when the user shows the intent to go there (docs/architecture.md "Performance budgets":
 * section switch after preload). Loads each remote's `StylePrimer` — the remote's own list of the
 * components it renders, including those it bundles itself — and renders them in a hidden React root
 * of its own under the page's theme, as a transition (React yields to input while it renders).
 * antd's style cache is the page's one default cache, shared by every root without a
 * `StyleProvider` and keyed by the theme's tokens, so the sections find their styles generated.
 * Each remote once per page, one per idle period; calls queue behind each other. The root
 * (`[data-antd-style-primer]`, hidden, outside `main`) stays mounted for the page's life: antd drops
 * a style when its last user unmounts. A remote whose primer cannot load is left out (the failure
 * is reported by the federation runtime).
 * @param remotes - the remotes whose sections the user is likely to visit
 * @param load - how a primer is loaded
 * @returns once every primer asked for so far that loaded is handed to React
 */
export function primeAntdStyles(remotes: readonly RemoteName[], load: StylePrimerLoader): Promise<void> {
  const fresh = remotes.filter((remote) => !requested.has(remote));
  for (const remote of fresh) requested.add(remote);
  // One remote per idle period: its primer's code runs, then React renders its components, whose
  // commit injects their styles; each step stays short instead of one long task for every section.
  queue = queue.then(async () => {
    for (const remote of fresh) {
      await idle();
      try {
        primers.push([remote, (await load(remote)).default]);
      } catch {
        continue;
      }
      render([...primers]);
    }
  });
  return queue;
}

function render(shown: ReadonlyArray<readonly [RemoteName, ComponentType]>): void {
  root ??= createPrimerRoot('');
  const target = root;
  startTransition(() => {
    target.render(
      <ConfigProvider theme={THEME}>
        {shown.map(([name, Primer]) => (
          <div key={name} data-style-primer={name}>
            <Primer />
          </div>
        ))}
      </ConfigProvider>,
    );
  });
}

/** The browser's next idle period. */
function idle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve));
}
