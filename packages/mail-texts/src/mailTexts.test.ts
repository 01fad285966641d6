import { fillText, MAIL_LANGUAGES, MAIL_TEXTS, mailText, type TextTree } from './mailTexts';

function keys(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keys(child, `${prefix}${key}.`),
  );
}

describe('mail texts', () => {
  it.each(MAIL_LANGUAGES.filter((language) => language !== 'en-us'))(
    '%s has exactly the keys of en-us',
    (language) => {
      expect(keys(MAIL_TEXTS[language]).sort()).toEqual(keys(MAIL_TEXTS['en-us']).sort());
    },
  );

  it('fills each placeholder and leaves an unknown one empty', () => {
    expect(fillText({ a: { b: 'Hi {{name}}, {{missing}}!' } }, 'a.b', { name: 'Ana' })).toBe('Hi Ana, !');
  });

  it('answers the path itself when there is no such text', () => {
    expect(fillText({ a: 'x' }, 'a.b')).toBe('a.b');
  });

  it('writes in the language asked for, and in en-us for one it does not know', () => {
    expect(mailText('es-es', 'report.total')).toBe('Total');
    expect(mailText('es-es', 'invitation.roles.owner')).toBe('Propietario');
    expect(mailText('fr-fr', 'invitation.roles.owner')).toBe('Owner');
    expect(mailText(42, 'report.campaign')).toBe('Campaign');
  });
});
