import { startTransition, useEffect, useMemo, useState } from 'react';
import type { SectionModule } from 'shared-auth';
import { loadedSection, loadSection, type SectionSource } from './remoteRegistry';

/** The state of a section's remote module: loading, loaded, or failed (with the error). */
export type SectionModuleState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly module: SectionModule }
  | { readonly status: 'failed'; readonly error: unknown };

/**
 * Loads the exposed module of `section` from its remote; a new `attempt` number loads it again.
 * The result is tied to the request that produced it, so a stale answer is never shown.
 */
export function useSectionModule(section: SectionSource, attempt: number): SectionModuleState {
  const request = useMemo(() => ({ section, attempt }), [section, attempt]);
  const [result, setResult] = useState<{ request: typeof request; state: SectionModuleState } | null>(null);

  // A section loaded before (or preloaded) renders at once, with no spinner flash.
  const cached = loadedSection(request.section);

  useEffect(() => {
    if (cached) return;
    let cancelled = false;
    // As a transition: React renders the section in slices, not in one long task (docs/performance.md).
    loadSection(request.section).then(
      (module) =>
        !cancelled && startTransition(() => setResult({ request, state: { status: 'loaded', module } })),
      (error: unknown) => !cancelled && setResult({ request, state: { status: 'failed', error } }),
    );
    return () => {
      cancelled = true;
    };
  }, [request, cached]);

  if (cached) return { status: 'loaded', module: cached };
  return result?.request === request ? result.state : { status: 'loading' };
}
