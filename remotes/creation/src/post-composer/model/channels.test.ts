import { channelProblems, characterCount, CHANNEL_LIMITS } from './channels';

const IMAGE = { contentType: 'image/png' };
const VIDEO = { contentType: 'video/mp4' };

describe('characterCount', () => {
  it('counts what a reader sees: an emoji with a modifier or a flag is one character', () => {
    expect(characterCount('hello')).toBe(5);
    expect(characterCount('👍🏽')).toBe(1);
    expect(characterCount('🇪🇸 olé')).toBe(5);
  });
});

describe('channelProblems', () => {
  it('blocks X over 280 characters, and not at 280', () => {
    expect(channelProblems('x', 'a'.repeat(CHANNEL_LIMITS.x.text), [])).toEqual([]);
    expect(channelProblems('x', 'a'.repeat(281), [])).toEqual(['textTooLong']);
  });

  it('blocks too many files, a missing file where one is required, and images on a video-only network', () => {
    expect(channelProblems('x', 'hi', [IMAGE, IMAGE, IMAGE, IMAGE, IMAGE])).toEqual(['tooManyMedia']);
    expect(channelProblems('instagram', 'caption', [])).toEqual(['needsMedia']);
    expect(channelProblems('tiktok', 'clip', [IMAGE])).toEqual(['videoOnly']);
    expect(channelProblems('tiktok', 'clip', [VIDEO])).toEqual([]);
    expect(channelProblems('linkedin', '   ', [])).toEqual(['empty']);
  });
});
