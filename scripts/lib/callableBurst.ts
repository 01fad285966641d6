import { performance } from 'node:perf_hooks';
import { PROJECT_ID } from './emulatorEnv';
import { EMULATOR_HOSTS } from './emulatorHosts';

/** One answer of a burst: the callable protocol's outcome (`result` or an error status) and its time. */
export interface BurstAnswer {
  /** `result`, an HttpsError status such as `RESOURCE_EXHAUSTED`, or `HTTP <n>` for a body that is not the protocol's. */
  readonly code: string;
  readonly ms: number;
}

/**
 * Sends `count` calls of the callable `name` with `data` at once, as `idToken`'s user, through the
 * functions' port (with `headers` besides, such as an App Check token), and answers each call's
 * outcome and latency (ms), in the order sent.
 */
export async function callableBurst(
  name: string,
  data: unknown,
  idToken: string,
  count: number,
  headers: Record<string, string> = {},
): Promise<BurstAnswer[]> {
  const url = `http://${EMULATOR_HOSTS.functions}/${PROJECT_ID}/us-central1/${name}`;
  const call = async (): Promise<BurstAnswer> => {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data }),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    try {
      const body = JSON.parse(text) as { result?: unknown; error?: { status?: string } };
      return { code: 'result' in body ? 'result' : (body.error?.status ?? `HTTP ${response.status}`), ms };
    } catch {
      return { code: `HTTP ${response.status}`, ms };
    }
  };
  return Promise.all(Array.from({ length: count }, call));
}

/** The `p`-th percentile (0–100) of `values`, nearest rank. @throws Error on an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** How many answers had each code, e.g. `{ result: 120, RESOURCE_EXHAUSTED: 80 }`. */
export function countByCode(answers: readonly BurstAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { code } of answers) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}
