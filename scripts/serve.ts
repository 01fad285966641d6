/** Serves every built app on its port (host 3000, remotes 3001–3007) until stopped. */
import { APPS, appUrl } from './lib/apps';
import { serveApp } from './lib/staticServer';

async function main(): Promise<void> {
  for (const target of APPS) {
    await serveApp(target);
    console.log(`serving ${target.name.padEnd(10)} ${appUrl(target)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
