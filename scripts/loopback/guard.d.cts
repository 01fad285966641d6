/** Types of guard.cjs, the preload that refuses connections outside loopback. */
export declare function isLoopbackHost(host: unknown): boolean;
export declare function connectTarget(args: readonly unknown[]): { host: string; port: string } | null;
