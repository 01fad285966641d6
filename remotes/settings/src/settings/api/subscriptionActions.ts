import { callFunction, reloadSubscription, type PlanId } from 'shared-auth';

/**
 * Changes the plan through the callable `choosePlan` (the server validates the payload and the user),
 * then reloads the subscription so the guard and the navigation follow at once.
 * @throws FunctionsError `invalid-argument`, `failed-precondition`, `unauthenticated`.
 */
export async function changePlan(plan: PlanId): Promise<void> {
  await callFunction('choosePlan', { plan });
  await reloadSubscription();
}

/**
 * Renews the subscription through the callable `renewSubscription` (status back to active, a new
 * period), then reloads it: the user can use the application again without a page reload.
 * @throws FunctionsError `not-found`, `failed-precondition`, `unauthenticated`.
 */
export async function renewSubscription(): Promise<void> {
  await callFunction('renewSubscription');
  await reloadSubscription();
}
