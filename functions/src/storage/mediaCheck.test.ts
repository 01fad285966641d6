import { bytesMatchType, mediaOwner } from './mediaCheck';

describe('the upload check', () => {
  it('judges only files of a media library', () => {
    expect(mediaOwner('users/u1/media/1700000000000-photo.png')).toEqual({
      uid: 'u1',
      fileName: '1700000000000-photo.png',
    });
    expect(mediaOwner('users/u1/other/photo.png')).toBeNull();
    expect(mediaOwner('users/u1/media/a/b.png')).toBeNull();
    expect(mediaOwner(undefined)).toBeNull();
  });

  it('accepts bytes of the declared type', () => {
    expect(bytesMatchType('image/png', 'image/png')).toBe(true);
    expect(bytesMatchType('video/mp4', 'video/x-m4v')).toBe(true);
  });

  it('refuses other bytes, unrecognised bytes and types the library does not take', () => {
    expect(bytesMatchType('image/png', 'image/jpeg')).toBe(false);
    expect(bytesMatchType('image/png', null)).toBe(false);
    expect(bytesMatchType('text/html', 'text/html')).toBe(false);
    expect(bytesMatchType(undefined, 'image/png')).toBe(false);
  });
});
