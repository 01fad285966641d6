import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom plus the web APIs Node already has and jsdom lacks (fetch, streams, TextEncoder), which the
 * Firebase SDK and react-router 7 expect at load time.
 */
export default class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}
