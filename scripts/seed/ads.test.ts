import { headlineLines } from './ads';

describe("the creative's headline", () => {
  it('stays on one line when it fits', () => {
    expect(headlineLines('Summer sale')).toEqual(['Summer sale']);
  });
  it('breaks between words onto a second line, never beyond the creative', () => {
    const lines = headlineLines('Free shipping on every order this weekend only');
    expect(lines).toEqual(['Free shipping on every', 'order this weekend only']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(26);
  });
  it('ends a headline too long for two lines with an ellipsis', () => {
    const lines = headlineLines('Twelve words of headline that go on and on well past two full lines here');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(26);
  });
});
