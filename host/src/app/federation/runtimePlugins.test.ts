import { readManifest } from './manifests';
import { retryPlugin } from './runtimePlugins';

const URL = 'http://localhost:3008/mf-manifest.json';

/** The network: each call answers the next of `bodies` (an Error: the request fails). */
function network(...bodies: unknown[]): jest.Mock {
  const fetchMock = jest.fn(() => {
    const body = bodies.shift();
    return body instanceof Error ? Promise.reject(body) : Promise.resolve(Response.json(body));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const runtimeFetch = (url: string): Promise<Response> => retryPlugin().fetch!(url, {}) as Promise<Response>;

it("answers the runtime's fetch of a manifest from the page's read of it: one request", async () => {
  const fetchMock = network({ name: 'audiences' });
  await readManifest(URL);
  await expect((await runtimeFetch(URL)).json()).resolves.toEqual({ name: 'audiences' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('fetches, with retries, a manifest the page did not read', async () => {
  const fetchMock = network(new Error('offline'), { name: 'reporting' });
  const other = 'http://localhost:3002/mf-manifest.json';
  await expect((await runtimeFetch(other)).json()).resolves.toEqual({ name: 'reporting' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
