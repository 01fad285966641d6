import type { SectionModule } from './section';

/** Options an integrator passes to a remote's `mount` (docs/architecture.md "Embedding"). */
export interface MountOptions {
  /**
   * Which of the remote's sections to show, by its exposed module (such as `CreatePost`); defaults
   * to the remote's first declared section.
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
 * What a remote must expose: a section component for each exposed module its sections declare
 * (`src/expose/sections.ts`), and `mount`. Type-checked in each remote's `src/expose/contract.ts`
 * (`satisfies`), so that a contract break fails `npm test`'s type-check, not a user's session.
 * @typeParam Module - the exposed modules of the remote's declared sections, e.g. `'Section'`
 */
export type RemoteContract<Module extends string> = {
  readonly [M in Module]: SectionModule;
} & { readonly mount: MountModule };
