/**
 * Starts the app in stages (docs/architecture.md "First paint",
 * docs/performance.md "Choices made for speed"): requests every stage's module at once, so that
 * their code downloads in parallel, lets each be evaluated as it arrives (each in the task of its
 * script's arrival), then, in a task of its own, imports the app. Evaluated in one piece, the shared
 * modules and the app were one of the sign-in page's longest tasks on a mid-range phone.
 * @param stages - imports of the shared modules the app's first screen needs (their evaluation is
 *   what is spread out)
 * @param app - the import of the app's entry module, made once every stage has arrived
 * @returns once the app's module is evaluated; rejects as the first failed import does
 */
export async function startInStages(
  stages: ReadonlyArray<() => Promise<unknown>>,
  app: () => Promise<unknown>,
): Promise<void> {
  await Promise.all(stages.map((stage) => stage()));
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  await app();
}
