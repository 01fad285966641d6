import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

/**
 * The deepest nesting of maps and lists a callable payload may have. The deepest payload the apps send
 * (`createCampaign`'s form: its ad sets' placements and ads) nests 5 deep.
 */
export const PAYLOAD_DEPTH_MAX = 16;

/** The only `@type` values the callable protocol decodes: 64-bit integers sent as strings. */
const LONG_TYPES: ReadonlySet<unknown> = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/**
 * Why the callable protocol's decoder would throw on `data` (and the function answer `internal`
 * before its handler runs): `type` for an `@type` it does not know or a 64-bit integer that is not a
 * number, `nesting` for maps and lists deeper than `PAYLOAD_DEPTH_MAX`; null when `data` decodes. It
 * walks the payload without recursion, so a payload nested thousands deep cannot overflow the stack.
 */
export function undecodableReason(data: unknown): 'type' | 'nesting' | null {
  const pending: { value: unknown; depth: number }[] = [{ value: data, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > PAYLOAD_DEPTH_MAX) return 'nesting';
    const fields = value as Record<string, unknown>;
    if (!Array.isArray(value) && fields['@type']) {
      if (!LONG_TYPES.has(fields['@type']) || Number.isNaN(parseFloat(String(fields.value)))) return 'type';
      continue;
    }
    for (const item of Object.values(fields)) pending.push({ value: item, depth: depth + 1 });
  }
  return null;
}

/** Requests whose payload `guardPayload` replaced. */
const undecodable = new WeakSet<object>();

/**
 * `fn` (an `onCall` function) behind a check of its raw payload: a payload `undecodableReason` names
 * reaches the protocol as null and its request is marked, so that `assertDecodable` answers
 * `invalid-argument` once the caller is authenticated and within the rate limit. Keeps `fn`'s own
 * properties (its deployment endpoint among them).
 */
export function guardPayload<F extends (...args: never[]) => unknown>(fn: F): F {
  const guarded = function (this: unknown, ...args: Parameters<F>): unknown {
    const request = args[0] as unknown as { body?: unknown } | undefined;
    const body = request?.body;
    if (typeof body === 'object' && body !== null && undecodableReason((body as { data?: unknown }).data)) {
      undecodable.add(request!);
      request!.body = { ...body, data: null };
    }
    return fn.apply(this, args);
  };
  const { length: _length, name: _name, ...properties } = Object.getOwnPropertyDescriptors(fn);
  return Object.defineProperties(guarded, properties) as unknown as F;
}

/**
 * @throws HttpsError `invalid-argument` when `guardPayload` found the request's payload undecodable.
 */
export function assertDecodable(request: CallableRequest<unknown>): void {
  if (undecodable.has(request.rawRequest)) {
    throw new HttpsError('invalid-argument', 'The request payload cannot be decoded.');
  }
}
