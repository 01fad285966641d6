import { expect, test } from './support/test';
import { sectionDeclarationsSchema } from 'shared-auth/section-declaration-schema';
import { REMOTE_NAMES } from './support/sections';

// docs/architecture.md "Remotes": a remote's manifest, as served, declares its sections.
test("each remote's served manifest declares valid sections, each one an exposed module of it", async ({
  request,
}) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(Object.keys(remotes).sort()).toEqual([...REMOTE_NAMES].sort());
  for (const [remote, manifestUrl] of Object.entries(remotes)) {
    const manifest = (await (await request.get(manifestUrl)).json()) as {
      metaData: { sections?: unknown };
      exposes: { name: string }[];
    };
    const declared = sectionDeclarationsSchema.parse(manifest.metaData.sections);
    const exposed = manifest.exposes.map(({ name }) => name);
    expect(
      declared.filter(({ module }) => !exposed.includes(module)).map(({ id }) => id),
      `${remote} exposes the module of each section it declares`,
    ).toEqual([]);
  }
});
