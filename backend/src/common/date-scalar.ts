import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

/**
 * An instant (ISO 8601 / RFC 3339 with a time zone, always sent in UTC, e.g.
 * "2026-11-24T19:32:41.000Z"). It is graphql-scalars' DateTimeISO under the name integrators
 * expect; that one, unlike graphql-scalars' own DateTime, serializes to text, so server-rendered
 * pages and HTTP answers hold the same value.
 */
export const DateTimeScalar = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  name: 'DateTime',
  specifiedByURL: 'https://datatracker.ietf.org/doc/html/rfc3339',
  description:
    'An instant in ISO 8601 form with a time zone, always sent in UTC, e.g. "2026-11-24T19:32:41.000Z".',
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const INVALID = 'A Date must be a real calendar day written YYYY-MM-DD, e.g. "2026-04-15"';

function parse(value: unknown): string {
  if (typeof value !== 'string' || !isIsoDate(value)) {
    throw new GraphQLError(INVALID, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

/**
 * A calendar day without a time or a time zone (ISO 8601 `YYYY-MM-DD`), as PostgreSQL's `date`
 * stores it: a crop plan starts on a day, not at an instant. Values travel as that text in both
 * directions, so no time zone can move a day; an impossible day is refused before any resolver runs.
 */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description:
    'A calendar day without time or time zone, in ISO 8601 form YYYY-MM-DD, e.g. "2026-04-15".',
  specifiedByURL: 'https://www.iso.org/iso-8601-date-and-time-format.html',
  serialize: (value) => parse(value),
  parseValue: (value) => parse(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) {
      throw new GraphQLError(INVALID, { nodes: ast, extensions: { code: 'BAD_USER_INPUT' } });
    }
    return parse(ast.value);
  },
});
