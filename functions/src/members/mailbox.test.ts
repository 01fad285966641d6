import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('folds case and drops a plus-tag, so tagged addresses count as the one mailbox they reach', () => {
    expect(mailboxOf('name+1@example.com')).toBe('name@example.com');
    expect(mailboxOf('Name+2@Example.COM')).toBe('name@example.com');
    expect(mailboxOf('name+a+b@example.com')).toBe('name@example.com');
    expect(mailboxOf('name@example.com')).toBe('name@example.com');
  });

  it('keeps other mailboxes apart', () => {
    expect(mailboxOf('name.last@example.com')).not.toBe(mailboxOf('namelast@example.com'));
    expect(mailboxOf('name@example.com')).not.toBe(mailboxOf('name@example.org'));
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
  });
});
