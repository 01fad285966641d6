import enUs from '../../i18n/en-us.json';
import esEs from '../../i18n/es-es.json';
import { STORAGE_ERROR_KEYS, storageErrorKey } from './storageErrors';

describe('storageErrorKey', () => {
  it('maps every storage error of docs/product-rules.md §8 to its own message', () => {
    expect(storageErrorKey({ code: 'storage/unauthenticated' })).toBe('unauthenticated');
    expect(storageErrorKey({ code: 'storage/unauthorized-app' })).toBe('invalidAppCheck');
    expect(storageErrorKey({ code: 'storage/quota-exceeded' })).toBe('quotaExceeded');
    expect(storageErrorKey({ code: 'storage/unauthorized' })).toBe('unauthorized');
    expect(storageErrorKey({ code: 'storage/object-not-found' })).toBe('objectNotFound');
    expect(storageErrorKey({ code: 'storage/canceled' })).toBe('canceled');
    expect(storageErrorKey({ code: 'storage/retry-limit-exceeded' })).toBe('retryLimitExceeded');
    expect(storageErrorKey({ code: 'storage/invalid-argument' })).toBe('invalidArgument');
    expect(storageErrorKey({ code: 'storage/unsupported-environment' })).toBe('unsupportedEnvironment');
    expect(storageErrorKey({ code: 'storage/server-file-wrong-size' })).toBe('unknown');
    expect(storageErrorKey(new Error('boom'))).toBe('unknown');
  });

  it('has a translated message for every key, in every language', () => {
    for (const key of [...Object.values(STORAGE_ERROR_KEYS), 'unknown']) {
      expect(enUs.storageErrors).toHaveProperty(key);
      expect(esEs.storageErrors).toHaveProperty(key);
    }
  });
});
