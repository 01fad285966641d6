/**
 * Runs `callback` in the browser's next idle period (`requestIdleCallback`, at the latest after 5 s),
 * or after 200 ms where the browser has no idle callbacks.
 */
export const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 5000 })
    : (callback) => setTimeout(callback, 200);
