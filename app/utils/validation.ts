import * as z from "zod";

/**
 * Field rules the forms share, with the messages people read. Each trims what was typed, so
 * blank input counts as missing, and refuses control characters.
 */

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: nobody
 * types them, a pasted one is invisible, and Postgres refuses NUL in text outright.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (value: string) => CONTROL_CHARACTER.test(value);

/** Text as typed into a field: trimmed, and refused with a message when it holds a control character. */
export function typedText(label: string, options: { error?: string } = {}) {
  return z
    .string(options)
    .trim()
    .refine((value) => !hasControlCharacter(value), `${label} cannot contain control characters`);
}

export function requiredText(label: string, max: number) {
  return typedText(label, { error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} must be ${max} characters or fewer`);
}

export function optionalText(label: string, max: number) {
  return typedText(label).max(max, `${label} must be ${max} characters or fewer`).optional();
}

/** RFC 5321's longest address. */
export const EMAIL_MAX = 254;

/** An email address, every form's one rule; `missing` is what a blank field says (sign-in forms say the spec's one message). */
export function emailAddress(missing = "Email is required") {
  return z
    .string({ error: missing })
    .trim()
    .max(EMAIL_MAX, `Email must be ${EMAIL_MAX} characters or fewer`)
    .pipe(z.email({ error: "Please enter a valid email address" }));
}

/** As people write numbers: digits, spaces, dots, brackets and dashes, a leading + allowed. */
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;
export const PHONE_MAX = 20;

/** The digits of a typed number, without the "(0)" people write after +44. */
const phoneDigits = (typed: string) => typed.replace(/\(0\)/g, "").replace(/\D/g, "");

/**
 * A number as it is stored and shown: a UK number (typed with +44, 0044 or 0) in its national
 * form grouped as BT writes it ("020 7946 0518", "0121 496 0734", "07700 900142"), anything
 * else as + and its digits. "+44 (0)121-496-0734" → "0121 496 0734".
 */
export function normalisePhone(typed: string) {
  let digits = phoneDigits(typed);
  const international = typed.trim().startsWith("+") || digits.startsWith("00");
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (international) {
    if (!digits.startsWith("44")) return `+${digits}`;
    digits = `0${digits.slice(2)}`;
  }
  if (digits.length !== 11) return digits.length > 5 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
  if (digits.startsWith("02")) return `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  if (/^0(1\d1|11\d|[389])/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/**
 * A phone number, every form's one rule: as people type it (at most 20 characters, 10 to 15
 * digits: UK numbers have 10 or 11, E.164 allows 15), stored normalised (normalisePhone).
 */
export function phoneNumber(label: string) {
  return requiredText(label, PHONE_MAX)
    .refine((phone) => {
      const digits = phoneDigits(phone).length;
      return PHONE_CHARACTERS.test(phone) && digits >= 10 && digits <= 15;
    }, "Please enter a valid phone number")
    .transform(normalisePhone);
}

/** Next calendar year, the newest a generator can be (docs/spec/01-marketplace-core.md §9), from the server's clock. */
export function maxGeneratorYear(now = new Date()) {
  return now.getUTCFullYear() + 1;
}

/**
 * The state a toggle asks for ('true' or 'false': Save to Favorites, Watch this auction). A
 * form that sends the state it wants, not "toggle", changes nothing when posted twice.
 */
export const requestedState = z.enum(["true", "false"]).transform((value) => value === "true");

/** The id of a row (a listing, a thread…): Postgres's uuid, so any 8-4-4-4-12 hex form. */
export const recordId = z.guid();

/** A number the visitor must give: 'Label is required' when blank, 'Label must be a number' otherwise. */
export function requiredNumber(label: string) {
  return z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) });
}

export const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?( [0-9][A-Z]{2})?$/;

/** Upper case with one space before the inward code: "hg28qz" → "HG2 8QZ"; an outward code stays as it is. */
export function normalisePostcode(value: string) {
  const compact = value.toUpperCase().replace(/\s+/g, "");
  return compact.length > 4 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** A UK postcode, full or outward code only, stored as the database's check wants it. */
export const ukPostcode = requiredText("Postcode", 10)
  .transform(normalisePostcode)
  .pipe(z.string().regex(UK_POSTCODE, "Please enter a valid UK postcode"));
