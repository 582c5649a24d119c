import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from 'graphql';

/*
 * Values of the schema's input types that pass its checks, for tests that walk every operation
 * read from introspection (the input fuzzer, the roles walk).
 */

/** A valid value for a named input type, by field name where its rules need a shape. */
export function validValue(fieldName: string, type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return validValue(fieldName, type.ofType);
  if (isListType(type)) return [validValue(fieldName, type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value as unknown;
  if (isInputObjectType(type)) return validObject(type);
  if (isScalarType(type)) {
    if (type.name === 'ID') return '1';
    if (type.name === 'Date') return fieldName === 'endDate' ? '2026-06-30' : '2026-05-01';
    if (type.name === 'DateTime') return '2026-05-01T15:00:00.000Z';
    if (type.name === 'JSON' || type.name === 'JSONObject') return { note: 'ok' };
    if (type.name === 'Int' || type.name === 'Float') return 1;
    if (type.name === 'Boolean') return true;
    if (/email/i.test(fieldName)) return 'jane@example.com';
    if (/phone/i.test(fieldName)) return '780-555-0110';
    if (fieldName === 'password') return 'wrong-password-123';
    return 'Valid text';
  }
  return null;
}

/**
 * The required fields of an input type with valid values. Optional ones are left out, each is
 * fuzzed on its own (an optional field may be a honeypot that a filled-in value makes a no-op).
 */
export function validObject(type: GraphQLInputObjectType): Record<string, unknown> {
  return Object.fromEntries(
    Object.values(type.getFields())
      .filter((field) => isNonNullType(field.type))
      .map((field) => [field.name, validValue(field.name, field.type)]),
  );
}
