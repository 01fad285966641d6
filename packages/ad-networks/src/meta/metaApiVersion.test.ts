import {
  daysUntilMetaApiVersionExpires,
  isMetaApiVersionServed,
  META_API_RELEASES,
  META_API_VERSION,
  META_API_VERSION_NOTICE_DAYS,
  newestMetaApiVersion,
} from './metaApiVersion';

describe("the product's Marketing API version", () => {
  // A deliberate alarm on today's date: when Meta sets an expiry for the version in use, this fails
  // from 60 days before it, so the version moves while every call still works.
  it(`is served by Meta today and for at least ${META_API_VERSION_NOTICE_DAYS} more days`, () => {
    const today = new Date();
    expect(isMetaApiVersionServed(META_API_VERSION, today)).toBe(true);
    const days = daysUntilMetaApiVersionExpires(META_API_VERSION, today);
    if (days !== null) expect(days).toBeGreaterThan(META_API_VERSION_NOTICE_DAYS);
  });

  it('keeps the table newest first, each version released before it expires', () => {
    const released = META_API_RELEASES.map((entry) => entry.released);
    expect(released).toEqual([...released].sort().reverse());
    for (const entry of META_API_RELEASES) {
      expect(entry.version).toMatch(/^v\d+\.0$/);
      if (entry.expires !== null) expect(entry.expires > entry.released).toBe(true);
    }
  });
});

describe('isMetaApiVersionServed', () => {
  it('serves a version until the day it expires, and never one outside the table', () => {
    expect(isMetaApiVersionServed('v24.0', new Date('2026-11-09T23:59:59Z'))).toBe(true);
    expect(isMetaApiVersionServed('v24.0', new Date('2026-11-10T00:00:00Z'))).toBe(false);
    expect(isMetaApiVersionServed('v27.0', new Date('2026-11-03T12:00:00Z'))).toBe(false);
    expect(isMetaApiVersionServed('v27.0', new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isMetaApiVersionServed('v99.0', new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('daysUntilMetaApiVersionExpires', () => {
  it('counts whole days to the expiry, null where Meta set none, and throws for an unknown version', () => {
    expect(daysUntilMetaApiVersionExpires('v25.0', new Date('2026-12-25T00:00:00Z'))).toBe(60);
    expect(daysUntilMetaApiVersionExpires('v25.0', new Date('2026-12-25T00:00:01Z'))).toBe(59);
    expect(daysUntilMetaApiVersionExpires('v24.0', new Date('2026-12-07T00:00:00Z'))).toBeLessThan(0);
    expect(daysUntilMetaApiVersionExpires('v27.0', new Date('2026-12-07T00:00:00Z'))).toBeNull();
    expect(() => daysUntilMetaApiVersionExpires('v2.0', new Date())).toThrow(/not in Meta's version table/);
  });
});

describe('newestMetaApiVersion', () => {
  it('names the newest version released by then', () => {
    expect(newestMetaApiVersion(new Date('2026-11-03T00:00:00Z'))).toBe('v26.0');
    expect(newestMetaApiVersion(new Date('2026-12-07T00:00:00Z'))).toBe('v27.0');
  });
});
