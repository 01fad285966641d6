import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';

/**
 * The signed-in caller's uid.
 * @throws HttpsError `unauthenticated` without a signed-in user.
 */
export function requireUid(request: CallableRequest<unknown>): string {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first.');
  return request.auth.uid;
}

/**
 * The signed-in caller's uid, whose e-mail address is verified (docs/product-rules.md §2 guard rule 2).
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified).
 */
export function requireVerifiedUid(request: CallableRequest<unknown>): string {
  const uid = requireUid(request);
  if (request.auth?.token.email_verified !== true) {
    throw new HttpsError('failed-precondition', 'Verify your e-mail address first.');
  }
  return uid;
}

/**
 * Parses a payload with `schema`.
 * @throws HttpsError `invalid-argument` with `details.issues`: every failing field path and message.
 */
export function parsePayload<T extends z.ZodType>(schema: T, payload: unknown): z.infer<T> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new HttpsError('invalid-argument', 'The request is not valid.', {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  return parsed.data;
}

/**
 * Refuses a call whose App Check token was already used once (docs/decisions/0028-shared-rate-limit.md):
 * the functions that consume tokens (`consumeAppCheckToken`) send mail or charge money, and a replayed
 * request must not do either twice. The client asks a limited-use token for each of these calls.
 * @throws HttpsError `permission-denied` when the token was consumed before.
 */
export function refuseReplayedAppCheck(request: CallableRequest<unknown>): void {
  if (request.app?.alreadyConsumed === true) {
    throw new HttpsError('permission-denied', 'This request was already made once: try again from the app.');
  }
}
