import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { InvalidInputError } from './errors.js';

/**
 * Flattens class-validator errors to one message per field (`address.city` for nested ones),
 * the shape both GraphQL (`extensions.fields`) and REST (`errors`) answer with.
 */
export function fieldMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const first = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (first) {
      result[field] = error.constraints?.whitelistValidation ? `Unknown field "${field}"` : first;
    }
    if (error.children?.length) Object.assign(result, fieldMessages(error.children, field));
  }
  return result;
}

/** The options GraphQL uses too (graphql/schema.ts), so REST and GraphQL refuse the same input. */
export const VALIDATOR_OPTIONS = {
  forbidUnknownValues: true,
  whitelist: true,
  forbidNonWhitelisted: true,
  validationError: { target: false, value: false },
} as const;

/**
 * Turns a REST body into an input class instance, or throws InvalidInputError with a message per
 * field. The same `@InputType` classes and rules serve GraphQL.
 */
export async function validateInput<T extends object>(
  cls: ClassConstructor<T>,
  body: unknown,
): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new InvalidInputError('The request body must be a JSON object');
  }
  const instance = plainToInstance(cls, body);
  const errors = await validate(instance, VALIDATOR_OPTIONS);
  if (errors.length > 0) {
    const fields = fieldMessages(errors);
    throw new InvalidInputError(Object.values(fields)[0] ?? 'Invalid input', fields);
  }
  return instance;
}
