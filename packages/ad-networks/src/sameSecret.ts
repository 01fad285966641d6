import { timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` is `expected`, compared in constant time, so that a webhook's answer time says
 * nothing of a secret (a verify token, a lead form's key). An empty `expected` matches nothing.
 */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || expected === '') return false;
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
