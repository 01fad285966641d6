/**
 * @jest-environment jsdom
 */
import * as dynamicCSS from 'rc-util/es/Dom/dynamicCSS';
import { removeCSS, updateCSS } from './rememberedStyles';

// rc-util's CommonJS build for jest: the same module.
jest.mock('rc-util/es/Dom/dynamicCSS', () => jest.requireActual<object>('rc-util/lib/Dom/dynamicCSS'));

const styleText = (key: string): string | null | undefined =>
  [...document.head.querySelectorAll('style')].find((node) => node.getAttribute('data-css-hash') === key)
    ?.textContent;

const OPTIONS = { mark: 'data-css-hash' };

it('writes a style once, answers again from memory, and writes again what changed or was removed', () => {
  const write = jest.spyOn(dynamicCSS, 'updateCSS');
  const first = updateCSS('.a{color:red}', 'a', OPTIONS);
  expect(styleText('a')).toBe('.a{color:red}');
  // A second instance of the same component: the same element, nothing listed or read.
  expect(updateCSS('.a{color:red}', 'a', OPTIONS)).toBe(first);
  expect(write).toHaveBeenCalledTimes(1);

  updateCSS('.a{color:blue}', 'a', OPTIONS);
  expect(styleText('a')).toBe('.a{color:blue}');
  expect(write).toHaveBeenCalledTimes(2);

  removeCSS('a', OPTIONS);
  expect(styleText('a')).toBeUndefined();
  updateCSS('.a{color:blue}', 'a', OPTIONS);
  expect(styleText('a')).toBe('.a{color:blue}');
  expect(write).toHaveBeenCalledTimes(3);
});

it('keeps what it wrote apart per container, and leaves a nonce to rc-util', () => {
  const write = jest.spyOn(dynamicCSS, 'updateCSS').mockClear();
  const shadowHost = document.createElement('div');
  document.body.append(shadowHost);
  updateCSS('.b{}', 'b', OPTIONS);
  updateCSS('.b{}', 'b', { ...OPTIONS, attachTo: shadowHost });
  expect(shadowHost.querySelector('style')?.textContent).toBe('.b{}');
  expect(write).toHaveBeenCalledTimes(2);
  updateCSS('.b{}', 'b', { ...OPTIONS, csp: { nonce: 'n0' } });
  expect(write).toHaveBeenCalledTimes(3);
});
