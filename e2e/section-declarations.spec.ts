import { expect, test } from './support/test';
import { REMOTE_SECTIONS, type RemoteName } from 'shared-auth/contracts';
import { sectionDeclarationsSchema } from 'shared-auth/section-declaration-schema';

// docs/architecture.md "Remotes": a remote's manifest, as served, declares its sections.
test("each remote's served manifest declares the sections it exposes, valid, before any of its code runs", async ({
  request,
}) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<RemoteName, string>;
  expect(Object.keys(remotes).sort()).toEqual(Object.keys(REMOTE_SECTIONS).sort());
  for (const [remote, manifestUrl] of Object.entries(remotes) as [RemoteName, string][]) {
    const manifest = (await (await request.get(manifestUrl)).json()) as { metaData: { sections?: unknown } };
    const declared = sectionDeclarationsSchema.parse(manifest.metaData.sections);
    expect(
      Object.fromEntries(declared.map(({ module, id }) => [module, id])),
      `${remote} declares the sections its contract exposes`,
    ).toEqual(REMOTE_SECTIONS[remote]);
  }
});
