import { warmIntlData } from './warmIntlData';

const withWorker = (run: () => void): void => {
  const global = globalThis as { Worker?: unknown };
  const before = global.Worker;
  global.Worker = class {};
  try {
    run();
  } finally {
    global.Worker = before;
  }
};

it('starts the worker and sends it the page’s locale', () => {
  withWorker(() => {
    const postMessage = jest.fn();
    const startWorker = jest.fn(() => ({ postMessage }) as unknown as Worker);
    warmIntlData('es-es', startWorker);
    expect(startWorker).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith('es-es');
  });
});

it('does nothing in a browser without workers', () => {
  const global = globalThis as { Worker?: unknown };
  const before = global.Worker;
  delete global.Worker;
  try {
    const startWorker = jest.fn();
    warmIntlData('en-us', startWorker);
    expect(startWorker).not.toHaveBeenCalled();
  } finally {
    global.Worker = before;
  }
});

it('leaves the page as it was when the worker is refused', () => {
  withWorker(() => {
    const refused = jest.fn((): Worker => {
      throw new DOMException('Refused by the Content-Security-Policy', 'SecurityError');
    });
    expect(() => warmIntlData('en-us', refused)).not.toThrow();
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
