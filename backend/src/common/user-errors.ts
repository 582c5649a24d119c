import type { ValidationError } from 'class-validator';
import { getNamedType, isInputObjectType, type GraphQLResolveInfo } from 'graphql';
import {
  ArgumentValidationError,
  Field,
  Mutation,
  ObjectType,
  registerEnumType,
  UseMiddleware,
  type ClassType,
  type MiddlewareFn,
} from 'type-graphql';
import { databaseErrorLogFields, inputErrorOfDatabase, isDataError } from './database-errors.js';
import { EditConflictError, InvalidInputError } from './errors.js';

/*
 * Typed user errors of mutation payloads, as Shopify's Admin API answers them: every mutation
 * returns a `<Mutation>Payload` with its result and `userErrors`. What goes where:
 *
 * - Input problems (a rule of an input class failed, or a service threw InvalidInputError) are
 *   `userErrors` beside a null result, in a normal 200 answer: nothing was stored.
 * - Everything else stays a GraphQL error with `extensions.code` (graphql/error-codes.ts):
 *   UNAUTHENTICATED and FORBIDDEN (no or wrong token; wrong sign-in credentials, which never say
 *   which part was wrong), TOO_MANY_REQUESTS, INTERNAL_SERVER_ERROR, and NOT_FOUND when the id a
 *   mutation targets does not exist (or is another user's). Shopify answers that one as a user
 *   error; we keep it a GraphQL error because it is not a field a person can correct in a form,
 *   and because `cropPlan(id)`, `product(id)` and the REST routes (404) answer it that way too.
 * - GraphQL's own checks (a missing required argument, a wrong scalar) refuse the whole request
 *   before any resolver runs (GRAPHQL_VALIDATION_FAILED or BAD_USER_INPUT).
 *
 * A mutation opts in by being declared with `@PayloadMutation` (a nullable payload, extending
 * MutationPayload, and the ReturnUserErrors middleware); its resolver only returns the success
 * (`{ cropPlan, userErrors: [] }`).
 */

/** What is wrong with an input value; each class-validator rule we use maps to one. */
export enum UserErrorCode {
  REQUIRED = 'REQUIRED',
  TOO_LONG = 'TOO_LONG',
  INVALID_FORMAT = 'INVALID_FORMAT',
  INVALID = 'INVALID',
  CONFLICT = 'CONFLICT',
}

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'What kind of problem a user error is: for a client that reacts to it in code.',
  valuesConfig: {
    REQUIRED: {
      description: 'The value is missing or blank (only white space), or a list has too few items.',
    },
    TOO_LONG: {
      description:
        'The text has more characters, or the list more items, than allowed; the message names the limit.',
    },
    INVALID_FORMAT: {
      description:
        'The text does not have the expected shape: an e-mail address, a phone number with its area code, a date as YYYY-MM-DD that exists, the address of a video.',
    },
    INVALID: {
      description:
        'The value is refused for another reason: not one of the allowed values, of the wrong kind (text, list, object), or in conflict with another field (an end date before the start date).',
    },
    CONFLICT: {
      description:
        'Someone else saved the record after the version this save started from (`expectedVersion`); nothing was saved. Read their changes, then save again from the new version.',
    },
  },
});

/** The code of each class-validator constraint (by its name); any other is INVALID. */
const CODE_OF_CONSTRAINT: Readonly<Record<string, UserErrorCode>> = {
  isNotBlank: UserErrorCode.REQUIRED,
  isDefined: UserErrorCode.REQUIRED,
  isNotEmpty: UserErrorCode.REQUIRED,
  arrayMinSize: UserErrorCode.REQUIRED,
  maxLength: UserErrorCode.TOO_LONG,
  arrayMaxSize: UserErrorCode.TOO_LONG,
  isEmail: UserErrorCode.INVALID_FORMAT,
  matches: UserErrorCode.INVALID_FORMAT,
  isUrl: UserErrorCode.INVALID_FORMAT,
  isIso8601: UserErrorCode.INVALID_FORMAT,
};

@ObjectType({
  description:
    'A problem with the input of a mutation, to show next to the field it names. A payload with user errors changed nothing.',
})
export class UserError {
  @Field(() => [String], {
    nullable: true,
    description:
      'Path to the input field, from the argument: ["input", "email"]. Null when the problem is not about one field.',
  })
  field!: string[] | null;

  @Field({ description: 'What is wrong, in words to show the person who typed it.' })
  message!: string;

  @Field(() => UserErrorCode, { description: 'The kind of problem, for code to react to.' })
  code!: UserErrorCode;
}

/**
 * The part every mutation payload shares. Not in the schema itself: each payload extends it with
 * its result field(s), nullable, null when `userErrors` is not empty.
 */
@ObjectType('MutationPayload')
export abstract class MutationPayload {
  @Field(() => [UserError], {
    description:
      'Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null.',
  })
  userErrors!: UserError[];
}

/**
 * One user error per field (its first failing rule, as REST's `errors`), nested paths kept;
 * `path` is where the input sits (["input"]), `inputPath` the nesting inside it (recursion).
 */
export function userErrorsOfValidation(
  errors: readonly ValidationError[],
  path: readonly string[] = [],
  inputPath: readonly string[] = [],
): UserError[] {
  const result: UserError[] = [];
  for (const error of errors) {
    const name = [...inputPath, error.property];
    const [constraint, message] = Object.entries(error.constraints ?? {})[0] ?? [];
    if (constraint && message) {
      result.push({
        field: [...path, ...name],
        // Never the value sent; named as REST names it (common/validation.ts).
        message:
          constraint === 'whitelistValidation' ? `Unknown field "${name.join('.')}"` : message,
        code: CODE_OF_CONSTRAINT[constraint] ?? UserErrorCode.INVALID,
      });
    }
    if (error.children?.length) {
      result.push(...userErrorsOfValidation(error.children, path, name));
    }
  }
  return result;
}

/**
 * The user errors an input problem carries: the rules of an input class (TypeGraphQL's
 * ArgumentValidationError) or a service's InvalidInputError (each field message INVALID, or one
 * error without a field). `path` is where the input's fields sit (["input"]). Undefined for any
 * other error, which stays a GraphQL error.
 */
export function userErrorsOf(
  error: unknown,
  path: readonly string[] = [],
): UserError[] | undefined {
  if (error instanceof ArgumentValidationError) {
    return userErrorsOfValidation(error.extensions.validationErrors, path);
  }
  const dataError = inputErrorOfDatabase(error);
  if (dataError) return userErrorsOf(dataError, path);
  if (error instanceof EditConflictError) {
    return [{ field: null, message: error.message, code: UserErrorCode.CONFLICT }];
  }
  if (error instanceof InvalidInputError) {
    const fields = Object.entries(error.fields);
    if (fields.length === 0) {
      return [{ field: null, message: error.message, code: UserErrorCode.INVALID }];
    }
    return fields.map(([name, message]) => ({
      field: [...path, ...name.split('.')],
      message,
      code: UserErrorCode.INVALID,
    }));
  }
  return undefined;
}

/** The one argument of a mutation that is an input object (`input`), if there is exactly one. */
function inputArgumentOf(info: GraphQLResolveInfo): string[] {
  const args = info.parentType.getFields()[info.fieldName]?.args ?? [];
  const inputs = args.filter((arg) => isInputObjectType(getNamedType(arg.type)));
  return inputs.length === 1 ? [inputs[0].name] : [];
}

/**
 * Middleware of every mutation with a payload: an input problem, found by the validation of the
 * arguments (which runs inside this middleware, after the auth check) or thrown by the service,
 * becomes the payload `{ userErrors }` with a null result. Other errors pass through.
 */
export const ReturnUserErrors: MiddlewareFn = async ({ info, context }, next) => {
  try {
    return await next();
  } catch (error) {
    if (isDataError(error)) {
      // The request's logger (pino-http's `req.log`, when the request came over HTTP): the SQLSTATE
      // code and constraint, never the statement and its values.
      const log = (context as { req?: { log?: { warn(fields: object, message: string): void } } })
        .req?.log;
      log?.warn({ err: databaseErrorLogFields(error) }, 'database refused the input');
    }
    const userErrors = userErrorsOf(error, inputArgumentOf(info));
    if (!userErrors) throw error;
    return { userErrors };
  }
};

/**
 * A mutation answering `payload` with `userErrors` (above): nullable, as the payload is null only
 * when the mutation failed as a whole, and with ReturnUserErrors turning input problems into user
 * errors. `name` renames the field (the record resolvers name theirs per content type).
 */
export function PayloadMutation(
  payload: () => ClassType,
  description: string,
  name?: string,
): MethodDecorator {
  const mutation = Mutation(payload, { name, nullable: true, description });
  const middleware = UseMiddleware(ReturnUserErrors);
  return (target, key, descriptor) => {
    mutation(target, key, descriptor);
    middleware(target, key, descriptor);
  };
}
