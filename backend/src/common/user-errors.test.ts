import { ValidationError } from 'class-validator';
import {
  getNamedType,
  GraphQLNonNull,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../graphql/schema.js';
import { RESOLVERS } from '../modules/index.js';
import { InvalidInputError, NotFoundError } from './errors.js';
import { UserErrorCode, userErrorsOf, userErrorsOfValidation } from './user-errors.js';

function failure(property: string, constraints: Record<string, string>, children = []) {
  return Object.assign(new ValidationError(), { property, constraints, children });
}

describe('userErrorsOfValidation', () => {
  it('gives one error per field, its first rule, with the code of that rule', () => {
    const errors = [
      failure('name', { isNotBlank: 'Name is required', isString: 'Name must be text' }),
      failure('email', { isEmail: 'Please enter a valid email address' }),
      failure('phone', { matches: 'Please enter a phone number' }),
      failure('startDate', { isIso8601: 'Start date must be a real date (YYYY-MM-DD)' }),
      failure('message', { maxLength: 'Message must be at most 5000 characters' }),
      failure('tags', { arrayMaxSize: 'At most 20 tags' }),
      failure('status', { isIn: 'Status must be one of planned, completed' }),
      failure('notes', { isString: 'Notes must be text' }),
    ];
    expect(userErrorsOfValidation(errors, ['input'])).toEqual([
      { field: ['input', 'name'], message: 'Name is required', code: UserErrorCode.REQUIRED },
      {
        field: ['input', 'email'],
        message: 'Please enter a valid email address',
        code: UserErrorCode.INVALID_FORMAT,
      },
      {
        field: ['input', 'phone'],
        message: 'Please enter a phone number',
        code: UserErrorCode.INVALID_FORMAT,
      },
      {
        field: ['input', 'startDate'],
        message: 'Start date must be a real date (YYYY-MM-DD)',
        code: UserErrorCode.INVALID_FORMAT,
      },
      {
        field: ['input', 'message'],
        message: 'Message must be at most 5000 characters',
        code: UserErrorCode.TOO_LONG,
      },
      { field: ['input', 'tags'], message: 'At most 20 tags', code: UserErrorCode.TOO_LONG },
      {
        field: ['input', 'status'],
        message: 'Status must be one of planned, completed',
        code: UserErrorCode.INVALID,
      },
      { field: ['input', 'notes'], message: 'Notes must be text', code: UserErrorCode.INVALID },
    ]);
  });

  it('follows nested inputs and names unknown fields without echoing their value', () => {
    const address = Object.assign(new ValidationError(), {
      property: 'address',
      children: [failure('city', { isNotBlank: 'City is required' })],
    });
    const unknown = failure('createdAt', { whitelistValidation: 'property should not exist' });
    expect(userErrorsOfValidation([address, unknown], ['input'])).toEqual([
      { field: ['input', 'address', 'city'], message: 'City is required', code: 'REQUIRED' },
      {
        field: ['input', 'createdAt'],
        message: 'Unknown field "createdAt"',
        code: 'INVALID',
      },
    ]);
  });
});

describe('userErrorsOf', () => {
  it('turns the validation of an argument and a service InvalidInputError into user errors', () => {
    const validation = new ArgumentValidationError([
      failure('email', { isEmail: 'Please enter a valid email address' }),
    ]);
    expect(userErrorsOf(validation, ['input'])).toEqual([
      {
        field: ['input', 'email'],
        message: 'Please enter a valid email address',
        code: 'INVALID_FORMAT',
      },
    ]);
    const service = new InvalidInputError('End date must be on or after the start date', {
      endDate: 'End date must be on or after the start date',
    });
    expect(userErrorsOf(service, ['input'])).toEqual([
      {
        field: ['input', 'endDate'],
        message: 'End date must be on or after the start date',
        code: 'INVALID',
      },
    ]);
    expect(userErrorsOf(new InvalidInputError('Not a JSON object'), ['input'])).toEqual([
      { field: null, message: 'Not a JSON object', code: 'INVALID' },
    ]);
  });

  it('leaves every other error a GraphQL error', () => {
    expect(userErrorsOf(new NotFoundError('Crop plan not found'))).toBeUndefined();
    expect(userErrorsOf(new Error('connection refused'))).toBeUndefined();
  });
});

describe('the schema', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await createSchema(RESOLVERS);
  });

  it('answers every mutation with a nullable <Mutation>Payload carrying userErrors', () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(0);
    for (const mutation of mutations) {
      expect(isNonNullType(mutation.type), mutation.name).toBe(false);
      const payload = getNamedType(mutation.type);
      const name = mutation.name[0].toUpperCase() + mutation.name.slice(1);
      expect(payload.name, mutation.name).toBe(`${name}Payload`);
      if (!isObjectType(payload)) throw new Error(`${payload.name} is not an object type`);
      expect(String(payload.getFields().userErrors?.type), mutation.name).toBe('[UserError!]!');
      // Every result field is nullable: null when there are user errors.
      for (const field of Object.values(payload.getFields())) {
        if (field.name !== 'userErrors') {
          expect(field.type instanceof GraphQLNonNull, `${payload.name}.${field.name}`).toBe(false);
        }
      }
      // At most one input object argument, so a user error's path starts at its name.
      const inputs = mutation.args.filter((arg) => isInputObjectType(getNamedType(arg.type)));
      expect(
        inputs.map((arg) => arg.name),
        mutation.name,
      ).toEqual(inputs.length ? ['input'] : []);
    }
  });
});
