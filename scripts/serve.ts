/**
 * Serves every built app on its port (host 3000, remotes 3001–3007) with its firebase.json hosting
 * headers and rewrites, and the embed example on 3100, until stopped.
 */
import { APPS, appUrl, EMBED_EXAMPLE } from './lib/apps';
import { serveApp, serveFolder } from './lib/staticServer';

async function main(): Promise<void> {
  for (const target of APPS) {
    await serveApp(target);
    console.log(`serving ${target.name.padEnd(10)} ${appUrl(target)}`);
  }
  await serveFolder(EMBED_EXAMPLE.dir, EMBED_EXAMPLE.port);
  console.log(`serving embed example http://localhost:${EMBED_EXAMPLE.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
