import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import * as z from 'zod';
import { ROOT } from '../lib/emulatorEnv';
import { functionsNodeDir } from '../lib/functionsNode';

/**
 * The functions' bundle as a deploy sees it: the Firebase CLI starts the built bundle
 * (`functions/lib`) on the functions' Node with the firebase-functions discovery server and reads
 * its manifest (`/__/functions.yaml`); this does the same, without the network.
 */

const endpointSchema = z.object({
  /** Regions, or a parameter's expression (`{{ params.FUNCTIONS_REGION }}`) the CLI resolves at deploy. */
  region: z.union([z.array(z.string()), z.string()]).optional(),
  secretEnvironmentVariables: z.array(z.object({ key: z.string() })).optional(),
  eventTrigger: z.object({ eventFilters: z.record(z.string(), z.string()).optional() }).optional(),
  callableTrigger: z.object({}).optional(),
  httpsTrigger: z.object({}).optional(),
  scheduleTrigger: z.object({ schedule: z.string() }).optional(),
});

const manifestSchema = z.object({
  endpoints: z.record(z.string(), endpointSchema),
  params: z.array(z.object({ name: z.string(), type: z.string().optional() })).default([]),
});

/** The bundle's functions (by exported name) and the parameters they declare. */
export type FunctionsManifest = z.infer<typeof manifestSchema>;

const DISCOVERY_TIMEOUT_MS = 30_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Loads the built bundle on the functions' Node and reads its manifest.
 * @param projectId - the project it is loaded for (the storage trigger's default bucket follows it)
 * @param params - the parameters' values, as the deploy writes them to the upload's `.env.<project>`
 * @param storageBucket - the project's default bucket
 * @param functionsDir - the functions' source: the workspace (`functions`, its packages found at the
 *   root), or an upload (`functionsUpload.ts`), loaded with only the packages of its own node_modules
 *   (links resolved where they stand, so nothing of the root's is found)
 * @throws Error when the bundle does not load (its output is in the message) or answers no manifest
 */
export async function discoverFunctions(
  projectId: string,
  params: Readonly<Record<string, string>>,
  storageBucket: string,
  functionsDir = path.join(ROOT, 'functions'),
): Promise<FunctionsManifest> {
  const port = await freePort();
  const isolated = existsSync(path.join(functionsDir, 'node_modules', 'firebase-functions'));
  const sdk = path.join(isolated ? functionsDir : ROOT, 'node_modules', 'firebase-functions');
  const child = spawn(
    path.join(functionsNodeDir(), 'node'),
    [
      ...(isolated ? ['--preserve-symlinks', '--preserve-symlinks-main'] : []),
      path.join(sdk, 'lib', 'bin', 'firebase-functions.js'),
      functionsDir,
    ],
    {
      cwd: functionsDir,
      env: {
        PATH: process.env.PATH,
        ...params,
        PORT: String(port),
        GCLOUD_PROJECT: projectId,
        FIREBASE_CONFIG: JSON.stringify({ projectId, storageBucket }),
        FUNCTIONS_CONTROL_API: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    const deadline = Date.now() + DISCOVERY_TIMEOUT_MS;
    while (Date.now() < deadline && !exited) {
      const answer = await fetch(`http://127.0.0.1:${port}/__/functions.yaml`).catch(() => null);
      // The server answers JSON, which is YAML too.
      if (answer?.ok) return manifestSchema.parse(await answer.json());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The functions' bundle answered no manifest:\n${output.trim()}`);
  } finally {
    child.kill();
  }
}
