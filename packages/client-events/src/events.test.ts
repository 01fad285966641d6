import { redact } from './events';

describe('redact', () => {
  it('keeps no e-mail address, long number or token', () => {
    expect(
      redact(
        'no account for ana.perez+ads@example.co.uk, card 4242424242424242, token eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ',
      ),
    ).toBe('no account for <email>, card <number>, token <token>');
  });

  it('masks a JSON Web Token whole, however short its parts', () => {
    const jwt = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.';
    expect(redact(`Browser error: token ${jwt} refused`)).toBe('Browser error: token <token> refused');
    expect(redact('eyJhbGciOiJSUzI1NiJ9.eyJ1aWQiOiJ4In0.c2ln')).toBe('<token>');
  });

  it('masks Bearer values and the parameters that carry a secret, in a URL or in JSON', () => {
    expect(redact('Authorization: Bearer ya29.short-one')).toBe('Authorization: Bearer <token>');
    expect(redact('GET https://graph.example/v27.0/me?fields=id&access_token=EAAB12&locale=en')).toBe(
      'GET https://graph.example/v27.0/me?fields=id&access_token=<token>&locale=en',
    );
    expect(redact('/__/auth/action?mode=verifyEmail&oobCode=AbC-12_x&apiKey=AIzaFake')).toBe(
      '/__/auth/action?mode=verifyEmail&oobCode=<token>&apiKey=<token>',
    );
    expect(redact('{"refresh_token":"1x","idToken":"abc","name":"Ana"}')).toBe(
      '{"refresh_token":"<token>","idToken":"<token>","name":"Ana"}',
    );
    expect(redact('refresh_token=short; access_token: tiny')).toBe(
      'refresh_token=<token>; access_token: <token>',
    );
  });

  it("masks Google's, Meta's and Stripe's tokens and keys by their shapes", () => {
    expect(redact('ya29.a0Af-x 1//0gAbC-d EAABwzLixnjYBOZC1234abcd sk_live_abc123 whsec_x1')).toBe(
      '<token> <token> <token> <token> <token>',
    );
  });

  it('leaves what names no one: a short number, a file and its line, an error code', () => {
    expect(redact('TypeError at https://app.example/4273.3234bae6.js:1:2048, row 42')).toBe(
      'TypeError at https://app.example/4273.3234bae6.js:1:2048, row 42',
    );
    expect(redact('FirebaseError: (code: auth/invalid-credential) key press')).toBe(
      'FirebaseError: (code: auth/invalid-credential) key press',
    );
  });
});
