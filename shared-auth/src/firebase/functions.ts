import type * as FunctionsSdk from 'firebase/functions';
import { EMULATOR_PORTS } from './config';
import { firebaseSetup } from './app';

/**
 * The callables that do not ask for App Check (functions/src/callable/options.ts): the read of the
 * caller's own subscription, made on every sign-in, keeps App Check off the first screen's bytes.
 */
const WITHOUT_APP_CHECK: ReadonlySet<string> = new Set(['getUserSubscription']);

/**
 * The callables that consume their App Check token (functions/src/callable/options.ts, those that send
 * mail or charge money): each call asks a limited-use token, as a reused one would be refused.
 */
const LIMITED_USE_APP_CHECK: ReadonlySet<string> = new Set([
  'inviteMember',
  'sendReportNow',
  'createCheckoutSession',
  'changeSubscriptionPlan',
  'payOpenInvoice',
]);

let functionsInstance: Promise<{ functions: FunctionsSdk.Functions; sdk: typeof FunctionsSdk }> | undefined;

function loadFunctions(): NonNullable<typeof functionsInstance> {
  functionsInstance ??= Promise.all([
    import(/* webpackChunkName: "firebase-functions" */ 'firebase/functions'),
    firebaseSetup(),
  ]).then(([sdk, { app, env }]) => {
    const { functionsRegion, emulatorHost } = env;
    const functions = sdk.getFunctions(app, functionsRegion);
    if (emulatorHost) sdk.connectFunctionsEmulator(functions, emulatorHost, EMULATOR_PORTS.functions);
    return { functions, sdk };
  });
  functionsInstance.catch(() => {
    functionsInstance = undefined;
  });
  return functionsInstance;
}

/**
 * Starts loading the Functions SDK and connecting the page's instance ahead of a call (a sign-in is
 * about to call `getUserSubscription`). A failure is left to the call, which tries again.
 */
export function prepareFunctions(): void {
  loadFunctions().catch(() => undefined);
}

/**
 * Calls a callable Cloud Function as the signed-in user, with an App Check token unless the function
 * asks for none (a limited-use one where the function consumes it).
 * @param name - the function's exported name, e.g. `getUserSubscription`
 * @param payload - the request data (validated again on the server)
 * @returns the function's answer, untyped: validate it with zod at the call site
 * @throws FunctionsError with an `HttpsError` code (`functions/invalid-argument`, …)
 */
export async function callFunction(name: string, payload?: unknown): Promise<unknown> {
  const [{ functions, sdk }] = await Promise.all([
    loadFunctions(),
    WITHOUT_APP_CHECK.has(name)
      ? undefined
      : import('./appCheck').then(({ appCheckReady }) => appCheckReady()),
  ]);
  const result = await sdk.httpsCallable(functions, name, {
    limitedUseAppCheckTokens: LIMITED_USE_APP_CHECK.has(name),
  })(payload);
  return result.data;
}
