import {
  classifyImport,
  guessMapping,
  LEAD_IMPORT_LIMITS,
  leadMatchKeys,
  nameKey,
  namesAlike,
  phoneKey,
  rowProblem,
  type LeadImportRow,
} from './leadImport';

const row = (number: number, fields: Partial<Omit<LeadImportRow, 'row'>>): LeadImportRow => ({
  row: number,
  name: 'Ana López',
  email: 'ana@example.com',
  phone: '',
  note: '',
  ...fields,
});

describe('matching keys', () => {
  it('compares phones by their digits, and ignores numbers too short to mean anything', () => {
    expect(phoneKey('+34 600-12 34 56')).toBe('34600123456');
    expect(phoneKey('(0034) 600.123.456')).toBe('34600123456');
    expect(phoneKey('12-34')).toBe('');
  });

  it('compares names without accents, case or word order', () => {
    expect(nameKey('López, Ana')).toBe('ana lopez');
    expect(nameKey('  ANA   lopez ')).toBe('ana lopez');
  });

  it('takes one typo in a name, two in a long one, none in a short one', () => {
    expect(namesAlike('Ana López', 'Ana Lopes')).toBe(true);
    expect(namesAlike('Lopez Ana', 'ana lópez')).toBe(true);
    expect(namesAlike('Ana López', 'Ana Pérez')).toBe(false);
    expect(namesAlike('Alexandra Smith', 'Alexandre Smyth')).toBe(true);
    expect(namesAlike('Bo Li', 'Bo Lu')).toBe(false);
    expect(namesAlike('', '')).toBe(false);
  });

  it('gives a lead the three keys its duplicates are found by', () => {
    expect(
      leadMatchKeys({ name: 'López, Ana', email: ' Ana@Example.com', phone: '0034 600 111 222' }),
    ).toEqual({
      emailKey: 'ana@example.com',
      phoneKey: '34600111222',
      nameKey: 'ana lopez',
    });
    expect(leadMatchKeys({ name: '', email: '', phone: '12' })).toEqual({
      emailKey: '',
      phoneKey: '',
      nameKey: '',
    });
  });
});

describe('a row on its own', () => {
  it('needs a name and a valid e-mail; a phone, when given, needs digits', () => {
    expect(rowProblem(row(1, {}))).toBeNull();
    expect(rowProblem(row(1, { name: '  ' }))).toBe('nameMissing');
    expect(rowProblem(row(1, { name: 'x'.repeat(LEAD_IMPORT_LIMITS.name + 1) }))).toBe('nameTooLong');
    expect(rowProblem(row(1, { email: 'ana@example' }))).toBe('emailInvalid');
    expect(rowProblem(row(1, { email: '' }))).toBe('emailInvalid');
    expect(rowProblem(row(1, { phone: 'call me' }))).toBe('phoneInvalid');
    expect(rowProblem(row(1, { note: 'x'.repeat(LEAD_IMPORT_LIMITS.note + 1) }))).toBe('noteTooLong');
  });
});

describe('classifying an import', () => {
  const existing = [{ name: 'Ben Smith', emailKey: 'ben@example.com', phoneKey: '34600123456' }];

  it('skips repeats of existing leads and of earlier rows, by e-mail, phone or a name alike', () => {
    const verdicts = classifyImport(
      [
        row(1, { name: 'Ana López', email: 'ana@example.com' }),
        row(2, { name: 'Benjamin S.', email: ' BEN@example.com ' }),
        row(3, { name: 'Carla Novak', email: 'carla@example.com', phone: '+34 600 123 456' }),
        row(4, { name: 'Ana Lopez', email: 'ANA@example.com' }),
        row(5, { name: 'Ben Smyth', email: 'b.smith@work.test' }),
        row(6, { name: 'David Rossi', email: 'not an address' }),
        row(7, { name: 'Elena Khan', email: 'elena@example.com' }),
      ],
      existing,
      false,
    );
    expect(verdicts.map(({ row: number, skip, of }) => [number, skip, of])).toEqual([
      [1, null, null],
      [2, 'duplicateEmail', { name: 'Ben Smith', row: null }],
      [3, 'duplicatePhone', { name: 'Ben Smith', row: null }],
      [4, 'duplicateEmail', { name: 'Ana López', row: 1 }],
      [5, 'possibleDuplicate', { name: 'Ben Smith', row: null }],
      [6, 'emailInvalid', null],
      [7, null, null],
    ]);
  });

  it('imports names alike when asked, never an exact repeat', () => {
    const verdicts = classifyImport(
      [row(1, { name: 'Ben Smyth', email: 'b.smith@work.test' }), row(2, { email: 'ben@example.com' })],
      existing,
      true,
    );
    expect(verdicts.map(({ skip }) => skip)).toEqual([null, 'duplicateEmail']);
  });
});

describe('guessing the columns', () => {
  it('maps common headers in English and Spanish, each column once', () => {
    expect(guessMapping(['Full Name', 'E-mail Address', 'Teléfono', 'Notes', 'Company'])).toEqual({
      name: 'Full Name',
      email: 'E-mail Address',
      phone: 'Teléfono',
      note: 'Notes',
    });
    expect(guessMapping(['Company', 'Website'])).toEqual({
      name: null,
      email: null,
      phone: null,
      note: null,
    });
  });
});
