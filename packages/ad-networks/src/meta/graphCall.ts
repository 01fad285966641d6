import type { z } from 'zod';
import { AdNetworkError } from '../connector';
import type { GraphApi } from './graphApi';
import { toMetaError } from './metaErrors';

/**
 * One Graph API call whose answer is checked with `schema` before anything reads it.
 * @throws AdNetworkError as Meta's error maps (`toMetaError`); `transient` for an answer in another shape
 */
export async function callGraph<T extends z.ZodType>(
  api: GraphApi,
  method: 'GET' | 'POST',
  path: readonly string[],
  params: Record<string, unknown>,
  schema: T,
): Promise<z.infer<T>> {
  let answer: unknown;
  try {
    answer = await api.call(method, path, params);
  } catch (thrown) {
    throw toMetaError(thrown);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success)
    throw new AdNetworkError('meta', 'transient', `Meta answered ${path.join('/')} in an unknown shape.`);
  return parsed.data;
}
