import * as fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveFolder, stopServer } from './staticServer';

jest.mock('node:fs', () => {
  const actual = jest.requireActual<typeof fs>('node:fs');
  return { ...actual, createReadStream: jest.fn(actual.createReadStream) };
});

const actualFs = jest.requireActual<typeof fs>('node:fs');
let dir: string;
let server: Server;
let origin: string;

beforeEach(async () => {
  dir = actualFs.mkdtempSync(path.join(tmpdir(), 'static-server-'));
  actualFs.writeFileSync(path.join(dir, 'chunk.js'), 'export {};');
  server = await serveFolder(dir, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await stopServer(server);
  actualFs.rmSync(dir, { recursive: true, force: true });
});

test('a file removed between its lookup and its read drops that response; the server goes on serving', async () => {
  // The file is found, then gone when it is opened: the read stream fails as it does after a site's folder is removed.
  jest
    .mocked(fs.createReadStream)
    .mockImplementationOnce((file) => actualFs.createReadStream(`${String(file)}.removed`));
  const unhandled = jest.fn();
  process.on('uncaughtException', unhandled);
  try {
    await expect(fetch(`${origin}/chunk.js`)).rejects.toThrow();
    const next = await fetch(`${origin}/chunk.js`);
    expect(next.status).toBe(200);
    expect(await next.text()).toBe('export {};');
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('uncaughtException', unhandled);
  }
});
