import { foldedText, handleOf, NETWORK_LAYOUTS } from './networkLayout';

describe('foldedText', () => {
  it('shows a short text whole', () => {
    expect(foldedText('Summer sale', NETWORK_LAYOUTS.instagram)).toEqual({
      shown: 'Summer sale',
      folded: false,
    });
  });

  it('folds at the network’s length, counting what a reader sees', () => {
    const text = `${'👍🏽'.repeat(125)} and more`;
    const { shown, folded } = foldedText(text, NETWORK_LAYOUTS.instagram);
    expect(folded).toBe(true);
    expect(shown).toBe('👍🏽'.repeat(125));
  });

  it('never folds on X, whose limit is the whole post', () => {
    const text = 'a'.repeat(280);
    expect(foldedText(text, NETWORK_LAYOUTS.x)).toEqual({ shown: text, folded: false });
  });

  it('folds LinkedIn later than Instagram and earlier than Facebook', () => {
    const text = 'word '.repeat(100);
    expect(foldedText(text, NETWORK_LAYOUTS.instagram).shown.length).toBeLessThan(
      foldedText(text, NETWORK_LAYOUTS.linkedin).shown.length,
    );
    expect(foldedText(text, NETWORK_LAYOUTS.linkedin).shown.length).toBeLessThan(
      foldedText(text, NETWORK_LAYOUTS.facebook).shown.length,
    );
  });
});

describe('handleOf', () => {
  it('makes a handle of a display name', () => {
    expect(handleOf('José Luis Pérez')).toBe('@joseluisperez');
    expect(handleOf('')).toBe('@you');
  });
});
