import type { SectionId } from '../routes/paths';
import type { SectionModule } from './section';

/**
 * Every remote the platform federates (its Module Federation name, also its key in remotes.json) with
 * the section components it exposes, by exposed-module name (`reporting/Section`). Creation exposes
 * two sections. Every remote also exposes `mount` (see {@link MountModule}).
 * docs/architecture.md "Remotes".
 */
export const REMOTE_SECTIONS = {
  campaigns: { Section: 'campaigns' },
  reporting: { Section: 'reporting' },
  leads: { Section: 'leads' },
  adLibrary: { Section: 'adLibrary' },
  influencers: { Section: 'influencers' },
  settings: { Section: 'settings' },
  creation: { CreateCampaign: 'createCampaign', CreatePost: 'createPost' },
} as const satisfies Readonly<Record<string, Readonly<Record<string, SectionId>>>>;

/** A remote's federation name, also its key in remotes.json. */
export type RemoteName = keyof typeof REMOTE_SECTIONS;

/** Every remote's federation name, in {@link REMOTE_SECTIONS} order. */
export const REMOTE_NAMES = Object.keys(REMOTE_SECTIONS) as [RemoteName, ...RemoteName[]];

/** Options an integrator passes to a remote's `mount` (docs/architecture.md "Embedding"). */
export interface MountOptions {
  /**
   * Which of the remote's sections to show (a {@link REMOTE_SECTIONS} key such as `CreatePost`);
   * defaults to the remote's first section.
   */
  readonly module?: string;
  /**
   * Routing: `memory` (the default) keeps the section's sub-pages and filters inside the embed and
   * leaves the page's URL alone; `browser` lets the section own the page's path below its route.
   */
  readonly routing?: 'memory' | 'browser';
  /** The UI language, e.g. `es-es`; defaults to the language saved in this browser, else en-us. */
  readonly language?: string;
}

/** Removes what {@link MountModule.mount} rendered (React root, shadow content); safe to call twice. */
export type Unmount = () => void;

/**
 * A remote's `./mount` exposed module: renders one section into any element of a page without React
 * or a host — in a shadow root with its own styles, signing in through shared-auth and applying the
 * plan's entitlements itself.
 */
export interface MountModule {
  /**
   * @param element - the page's element to render into (its shadow root is created or reused)
   * @param options - see {@link MountOptions}
   * @returns the function that unmounts
   * @throws Error when `options.module` is not one of the remote's sections
   */
  readonly mount: (element: HTMLElement, options?: MountOptions) => Unmount;
}

/**
 * What a remote must expose, type-checked in each remote's `src/expose/contract.ts` (`satisfies`) so
 * a contract break fails `npm test`'s type-check, not a user's session.
 */
export type RemoteContract<R extends RemoteName> = {
  readonly [M in keyof (typeof REMOTE_SECTIONS)[R]]: SectionModule;
} & { readonly mount: MountModule };

/** The exposed-module names of a remote (`Section`, `mount`, …), in build order. */
export function exposedModules(remote: RemoteName): string[] {
  return [...Object.keys(REMOTE_SECTIONS[remote]), 'mount'];
}
