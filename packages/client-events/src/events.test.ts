import { redact } from './events';

describe('redact', () => {
  it('keeps no e-mail address, long number or token', () => {
    expect(
      redact(
        'no account for ana.perez+ads@example.co.uk, card 4242424242424242, token eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ',
      ),
    ).toBe('no account for <email>, card <number>, token <token>');
  });

  it('leaves what names no one: a short number, a file and its line', () => {
    expect(redact('TypeError at https://app.example/4273.3234bae6.js:1:2048, row 42')).toBe(
      'TypeError at https://app.example/4273.3234bae6.js:1:2048, row 42',
    );
  });
});
