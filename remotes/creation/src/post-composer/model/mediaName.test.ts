import { mediaDisplayName } from './mediaName';
import { mediaPath } from './mediaLimits';

describe('mediaDisplayName', () => {
  it('shows the name the file had on the device', () => {
    expect(mediaDisplayName('1732500000000-Summer-banner-final.png', 'Summer banner (final).png')).toBe(
      'Summer banner (final).png',
    );
  });

  it('drops the upload time of a file uploaded before names were kept', () => {
    const path = mediaPath('u1', 'summer-banner.png', 1_732_500_000_000);
    expect(mediaDisplayName(path.split('/').pop()!, undefined)).toBe('summer-banner.png');
  });

  it('keeps a name that has no upload time in front, digits included', () => {
    expect(mediaDisplayName('2024-report.png', undefined)).toBe('2024-report.png');
    expect(mediaDisplayName('logo.png', '')).toBe('logo.png');
  });
});
