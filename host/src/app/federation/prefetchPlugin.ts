import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Turns the runtime's `<link rel="preload">` for a remote's files into `<link rel="prefetch">`
 * (docs/architecture.md "Performance budgets": after the first screen). The runtime preloads only
 * for `preloadRemote`, which the host calls for sections the user has not asked for yet; `preload`
 * tells the browser the page needs the file now (it then warns that it went unused), `prefetch` that a
 * later navigation may — fetched at the lowest priority into the HTTP cache, nothing run.
 */
export function prefetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'adplatform-prefetch',
    createLink({ url, attrs }) {
      if (attrs?.['rel'] !== 'preload') return undefined;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      if (attrs['as']) link.setAttribute('as', attrs['as']);
      return link;
    },
  };
}
