import { isEmail, ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A North American number as people write it: ten digits (area code first), optionally after +1
 * or 1, with spaces, dots, dashes or brackets between the groups, e.g. 780-555-0110,
 * (306) 555 0142 or 1-888-555-0199. The contact form checks the same shape before sending (ui-kit
 * ContactForm); the company's own numbers (admin settings) follow it too.
 */
export const PHONE_NUMBER = /^\s*(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\s*$/;

/**
 * A site path of an image the site serves: a built-in one (/images/...) or an upload
 * (/uploads/...). Services also check that the site has it (media's isSiteImage).
 */
export const IMAGE_PATH = /^\/(?:images|uploads)\/[A-Za-z0-9/_.-]{1,200}$/;

/**
 * Required and not only white space. Other types pass, so `@IsString` can name the real problem
 * ("must be text"). Its own constraint name keeps its message apart from a field's `@Matches`.
 */
export function IsNotBlank(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotBlank',
      validator: {
        validate: (value: unknown) =>
          value !== undefined && value !== null && (typeof value !== 'string' || /\S/.test(value)),
        defaultMessage: () => '$property is required',
      },
    },
    options,
  );
}

/**
 * Characters PostgreSQL refuses in text (NUL) or that no form sends: the C0 controls, DEL and the
 * C1 controls. A multi-line text (a message, notes) may hold line breaks and tabs.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/** Half of a UTF-16 surrogate pair without its other half: not a character, not storable. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** True when text holds no lone surrogate and no control character (but line breaks, if allowed). */
export function isCleanText(value: string, multiline = false): boolean {
  return !LONE_SURROGATE.test(value) && !(multiline ? CONTROL_BUT_LINES : CONTROL).test(value);
}

/**
 * Text PostgreSQL can store and a person could have typed: no control characters (line breaks and
 * tabs allowed with `multiline`) and no unpaired surrogates. Other types pass, for `@IsString`.
 * `each` checks every text of a list.
 */
export function IsCleanText(multiline: boolean, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCleanText',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || isCleanText(value, multiline),
        defaultMessage: () => '$property contains characters that are not allowed',
      },
    },
    options,
  );
}

/** Characters as PostgreSQL's varchar(n) and text count them: Unicode code points. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * At most `max` characters, counted as the column counts them (code points: an emoji outside the
 * Basic Multilingual Plane is one, where JavaScript's `.length` and class-validator's MaxLength
 * count two, and an emoji with a variation selector is two, as PostgreSQL counts it). Registered
 * as `maxLength`, so it is a TOO_LONG user error. Other types pass, for `@IsString`.
 */
export function MaxChars(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxLength',
      constraints: [max],
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || characterCount(value) <= max,
        defaultMessage: () => `$property must be at most ${max} characters`,
      },
    },
    options,
  );
}

/**
 * At least `min` characters, counted as MaxChars counts them (code points). Registered as
 * `minLength`. Other types pass, for `@IsString`.
 */
export function MinChars(min: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'minLength',
      constraints: [min],
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || characterCount(value) >= min,
        defaultMessage: () => `$property must be at least ${min} characters`,
      },
    },
    options,
  );
}

/**
 * An e-mail address (class-validator's IsEmail, under its name, so it is an INVALID_FORMAT user
 * error). Text with a lone surrogate is refused first: validator.js's isEmail throws a URIError on
 * it (encodeURI), which would be a 500.
 */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmail',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && !LONE_SURROGATE.test(value) && isEmail(value),
        defaultMessage: () => '$property must be an email',
      },
    },
    options,
  );
}

/**
 * Decorators written as a stack, applied as TypeScript applies a stack of them (bottom first), so
 * a field's rules can be built by a function and keep the order they are written in: the first
 * failing one names the problem.
 */
export function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => [...decorators].reverse().forEach((decorate) => decorate(target, key));
}
