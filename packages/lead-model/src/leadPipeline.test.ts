import { canMoveLead, emailKey, LEAD_STATUSES, leadSearchTokens } from './leadPipeline';

describe('lead pipeline', () => {
  it('moves one step forward', () => {
    expect(canMoveLead('new', 'contacted')).toBe(true);
    expect(canMoveLead('contacted', 'qualified')).toBe(true);
    expect(canMoveLead('qualified', 'won')).toBe(true);
  });

  it('lets any open lead be lost, never skips a stage forward, keeps a won lead won', () => {
    expect(canMoveLead('new', 'lost')).toBe(true);
    expect(canMoveLead('contacted', 'lost')).toBe(true);
    expect(canMoveLead('new', 'qualified')).toBe(false);
    expect(canMoveLead('new', 'won')).toBe(false);
    expect(canMoveLead('won', 'lost')).toBe(false);
    expect(canMoveLead('won', 'qualified')).toBe(false);
  });

  it('reopens a lost lead at any open stage, never straight to won', () => {
    expect(canMoveLead('lost', 'new')).toBe(true);
    expect(canMoveLead('lost', 'contacted')).toBe(true);
    expect(canMoveLead('lost', 'qualified')).toBe(true);
    expect(canMoveLead('lost', 'won')).toBe(false);
  });

  it('never moves a lead to its own status', () => {
    for (const status of LEAD_STATUSES) expect(canMoveLead(status, status)).toBe(false);
  });
});

describe('lead search and duplicates', () => {
  it('compares e-mails trimmed and in lower case', () => {
    expect(emailKey('  Ana.Lopez@Example.COM ')).toBe('ana.lopez@example.com');
  });

  it('finds a lead by a prefix of its name, its e-mail or the whole e-mail', () => {
    const tokens = leadSearchTokens('Ana López', 'Ana.Lopez@Example.com');
    expect(tokens).toEqual(expect.arrayContaining(['an', 'lóp', 'lopez', 'exam', 'ana.lopez@example.com']));
  });
});
