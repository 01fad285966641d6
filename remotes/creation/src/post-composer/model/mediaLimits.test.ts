import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileProblem, MEDIA_LIMITS, mediaPath } from './mediaLimits';

const MB = 1024 * 1024;

describe('fileProblem', () => {
  it('accepts images up to 10 MB and videos up to 200 MB, nothing else', () => {
    expect(fileProblem({ type: 'image/jpeg', size: MB })).toBeNull();
    expect(fileProblem({ type: 'image/png', size: 10 * MB + 1 })).toBe('imageTooLarge');
    expect(fileProblem({ type: 'video/mp4', size: 200 * MB })).toBeNull();
    expect(fileProblem({ type: 'video/webm', size: 200 * MB + 1 })).toBe('videoTooLarge');
    expect(fileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
  });

  it('mirrors storage.rules, which enforce the same limits on the server', () => {
    const rules = readFileSync(path.join(__dirname, '../../../../../storage.rules'), 'utf8');
    expect(rules).toContain(`request.resource.size <= ${MEDIA_LIMITS.image.maxBytes / MB} * 1024 * 1024`);
    expect(rules).toContain(`request.resource.size <= ${MEDIA_LIMITS.video.maxBytes / MB} * 1024 * 1024`);
    expect(rules).toContain("matches('image/(png|jpeg|gif|webp)')");
    expect(rules).toContain("matches('video/(mp4|quicktime|webm)')");
    expect(MEDIA_LIMITS.image.types.map((type) => type.split('/')[1]).join('|')).toBe('png|jpeg|gif|webp');
    expect(MEDIA_LIMITS.video.types.map((type) => type.split('/')[1]).join('|')).toBe('mp4|quicktime|webm');
  });
});

describe('mediaPath', () => {
  it('puts the file in the user’s own folder with a safe, single-segment name', () => {
    expect(mediaPath('u1', 'Summer sale (final)/v2.png', 42)).toBe(
      'users/u1/media/42-Summer-sale-final-v2.png',
    );
    expect(mediaPath('u1', '///', 7)).toBe('users/u1/media/7-file');
  });

  it('names every upload, whatever the device called it, as storage.rules accept a media name', () => {
    const rules = readFileSync(path.join(__dirname, '../../../../../storage.rules'), 'utf8');
    const pattern = /fileName\.matches\('([^']+)'\)/.exec(rules)?.[1];
    expect(pattern).toBeDefined();
    const mediaName = new RegExp(`^${pattern}$`);
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.integer({ min: 1e12, max: 1e13 }),
        (name, now) => {
          const fileName = mediaPath('u1', name, now).split('/').pop() ?? '';
          expect(fileName).toMatch(mediaName);
        },
      ),
    );
    for (const name of ['..', '__evil__', 'a%2Fb.png', '\u202Egnp.exe']) {
      expect(mediaPath('u1', name, 1_732_500_000_000).split('/').pop()).toMatch(mediaName);
    }
  });
});
