import { describe, expect, it } from 'vitest';
import { contactSchema, type ContactMessageKey } from '@/lib/validation/contact';
import { downloadSchema, type DownloadMessageKey } from '@/lib/validation/download';

// The schemas carry keys, not texts: whatever translator the form passes decides the wording.
const keysAsMessages = <Key extends string>(key: Key) => `msg:${key}`;
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('contactSchema', () => {
  const schema = contactSchema(keysAsMessages<ContactMessageKey>);

  it('trims, and turns empty optional fields into "not given"', () => {
    expect(schema.parse({ firstName: ' Ada ', lastName: 'L', email: ' a@b.co ', company: '', service: '', message: ' ten chars! ' })).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@b.co',
      company: undefined,
      service: undefined,
      message: 'ten chars!',
    });
  });

  it('reports each rule with the message for its key', () => {
    const result = schema.safeParse({ firstName: '', lastName: ' ', email: 'x', message: 'short', service: 'seo' });
    expect(messagesOf(result)).toEqual({
      firstName: 'msg:firstNameRequired',
      lastName: 'msg:lastNameRequired',
      email: 'msg:emailInvalid',
      message: 'msg:messageTooShort',
      service: 'msg:invalidValue',
    });
  });

  it('refuses control characters: none in one-line fields, only tabs and line breaks in the message', () => {
    const valid = { firstName: 'Ada', lastName: 'L', email: 'a@b.co', message: 'Line one\r\n\tline two' };
    expect(schema.safeParse(valid).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ...valid, firstName: 'Ada\u0000', lastName: 'L\r\nBcc: x@y.z', company: 'A\u0007' }))).toEqual({
      firstName: 'msg:invalidValue',
      lastName: 'msg:invalidValue',
      company: 'msg:invalidValue',
    });
    expect(messagesOf(schema.safeParse({ ...valid, message: 'ten chars and a NUL\u0000' }))).toEqual({ message: 'msg:invalidValue' });
  });

  it('refuses a lone UTF-16 surrogate in every text as a field error, and keeps emoji and accents', () => {
    const valid = { firstName: 'Zoë 😀', lastName: 'L', email: 'a@b.co', company: 'Café 🚀', message: 'ten chars 👍🏽 and more' };
    expect(schema.safeParse(valid).success).toBe(true);
    expect(
      messagesOf(
        schema.safeParse({
          ...valid,
          firstName: '\ud800',
          lastName: 'L\udfff',
          company: 'A\ude00B',
          message: 'ten chars \ud83d and more',
          email: 'a\ud800@b.co',
        }),
      ),
    ).toEqual({
      firstName: 'msg:invalidValue',
      lastName: 'msg:invalidValue',
      company: 'msg:invalidValue',
      message: 'msg:invalidValue',
      email: 'msg:emailInvalid',
    });
  });

  it('uses the translator it is given, e.g. German texts', () => {
    const german = contactSchema((key) => ({ firstNameRequired: 'Vorname ist erforderlich' })[key as string] ?? key);
    expect(messagesOf(german.safeParse({ firstName: '' })).firstName).toBe('Vorname ist erforderlich');
  });
});

describe('downloadSchema', () => {
  const schema = downloadSchema(keysAsMessages<DownloadMessageKey>);
  const valid = { firstName: 'J', lastName: 'V', email: 'j@v.nl', company: 'BV', agreeMarketing: false, agreePrivacy: true };

  it('accepts a complete request with marketing declined', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it('requires every text, a valid e-mail and the privacy consent', () => {
    const result = schema.safeParse({ ...valid, firstName: '', company: ' ', email: '', agreePrivacy: false });
    expect(messagesOf(result)).toEqual({
      firstName: 'msg:fieldRequired',
      company: 'msg:fieldRequired',
      email: 'msg:fieldRequired',
      agreePrivacy: 'msg:privacyRequired',
    });
    expect(messagesOf(schema.safeParse({ ...valid, email: 'nope' }))).toEqual({ email: 'msg:emailInvalid' });
  });

  it('refuses control characters in every text', () => {
    expect(messagesOf(schema.safeParse({ ...valid, firstName: 'J\u0000', company: 'BV\nBcc: x@y.z' }))).toEqual({
      firstName: 'msg:invalidValue',
      company: 'msg:invalidValue',
    });
  });

  it('refuses a lone UTF-16 surrogate in every text', () => {
    expect(messagesOf(schema.safeParse({ ...valid, firstName: '\ud800', lastName: 'V\udbff', company: 'B\udc00V', email: 'j\udfff@v.nl' }))).toEqual({
      firstName: 'msg:invalidValue',
      lastName: 'msg:invalidValue',
      company: 'msg:invalidValue',
      email: 'msg:invalidValue',
    });
  });

  it('rejects fields it does not know', () => {
    expect(schema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });
});
