import { EMULATOR_PORTS, firebaseEnv, type FirebaseEnv } from 'shared-auth';
import { catalogueState } from '../sections/catalogueStore';
import { sectionAt } from '../sections/sectionCatalogue';
import { takePageEvents } from './pageEvents';
import { clientEventOf, createReporter } from './reporter';

/** The function that collects what pages report (functions/src/telemetry/collectClientEvents.ts). */
export const COLLECTOR_FUNCTION = 'collectClientEvents';

/** The share of page loads that report their web vitals. */
export const VITALS_SAMPLE_RATE = 0.1;

/** The collector's URL: the Functions emulator's in a demo project, else the project's region's. */
export function collectorUrl({ emulatorHost, projectId, functionsRegion }: FirebaseEnv): string {
  return emulatorHost
    ? `http://${emulatorHost}:${EMULATOR_PORTS.functions}/${projectId}/${functionsRegion}/${COLLECTOR_FUNCTION}`
    : `https://${functionsRegion}-${projectId}.cloudfunctions.net/${COLLECTOR_FUNCTION}`;
}

/** The page's path as the collector takes it: no query, no fragment, only plain characters. */
function pagePath(): string {
  return location.pathname.replace(/[^\w./-]/g, '-').slice(0, 200);
}

/**
 * Reports the page's errors and remotes' failures — those noticed since the entry ran, and each one
 * after — and, for a sample of page loads, its web vitals (the `web-vitals` library), in batches
 * posted by `navigator.sendBeacon` to the collector (docs/operations.md "Errors and web vitals").
 * A batch leaves a second after its first event, and what waits leaves when the page is hidden.
 * @param sampleVitals - whether this load reports its web vitals (one in ten by default)
 */
export async function reportPageEvents(sampleVitals = Math.random() < VITALS_SAMPLE_RATE): Promise<void> {
  const url = collectorUrl(await firebaseEnv());
  const section = (): string | undefined => {
    const { catalogue } = catalogueState();
    return (catalogue && sectionAt(catalogue, location.pathname)?.id) ?? undefined;
  };
  const reporter = createReporter((batch) => {
    // Plain text, so the beacon needs no preflight; the collector reads the body as JSON.
    navigator.sendBeacon(url, new Blob([JSON.stringify(batch)], { type: 'text/plain;charset=UTF-8' }));
  }, pagePath);
  takePageEvents((event) => reporter.add(clientEventOf(event, section())));
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  addEventListener('pagehide', () => reporter.flush());
  if (!sampleVitals) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const onVital of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
    onVital(({ name, value, rating }) => {
      const shown = section();
      reporter.add({ kind: 'web-vital', name, value, rating, ...(shown ? { section: shown } : {}) });
    });
  }
}
