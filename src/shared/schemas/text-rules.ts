import * as v from 'valibot';
import { messages } from '../messages';

/** The 27 units of the federation, as the Correios and the INPI write them. */
export const BRAZIL_UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore
export type Uf = (typeof BRAZIL_UFS)[number];
export const isUf = (value: string): value is Uf => (BRAZIL_UFS as readonly string[]).includes(value);

/**
 * Characters no name or free text may carry: C0 controls (tab, line feed and carriage return aside), DEL, C1 controls,
 * and the bidirectional controls that make a text show in another order than it is stored (U+061C, U+200E–U+200F,
 * U+202A–U+202E, U+2066–U+2069): with them a name reads one way on screen and is stored another, in mails and in
 * the procuração too.
 */
export const unsafeCharacters =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern refuses
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const hasUnsafeCharacters = (text: string) => unsafeCharacters.test(text);

export const withoutUnsafeCharacters = v.check<string, string>(
  (value) => !hasUnsafeCharacters(value),
  messages.http.invalidCharacters,
);

/** What Windows-1252 adds to Latin-1, all printable by the procuração's font (WinAnsi). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * The first character of `text` the procuração's font (Helvetica, WinAnsi: Latin-1 and a few more) cannot print, or
 * null: Portuguese, Spanish, French and German names print whole; an emoji or a Polish "Ł" would not.
 */
export function firstUnprintable(text: string): string | null {
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    const printable =
      code === 0x09 ||
      code === 0x0a ||
      code === 0x0d ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRAS.has(char);
    if (!printable) return char;
  }
  return null;
}

/** For text printed in the procuração: refused where it is typed, naming the character, rather than printed as "?". */
export const printableInPowerOfAttorney = v.check(
  (value: string) => firstUnprintable(value) === null,
  (issue: v.CheckIssue<string>) => messages.http.notPrintable(firstUnprintable(issue.input) ?? '?'),
);

/** A UF: two letters, one of the 27; blank allowed where `optional`. */
export const ufCheck = (optional: boolean) =>
  v.check<string, string>((value) => (optional && value === '') || isUf(value), messages.profile.stateInvalid);
