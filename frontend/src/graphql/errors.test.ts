import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FormRefusedError, FormSubmitError } from 'ui-kit';
import { describe, expect, it } from 'vitest';
import { toFormError, userErrorField, userErrorMessages, withoutUserErrors } from './errors';
import type { UserErrorFieldsFragment } from './generated/graphql';

const nameRequired: UserErrorFieldsFragment = {
  field: ['input', 'name'],
  message: 'Name is required',
  code: 'REQUIRED',
};
const nameText: UserErrorFieldsFragment = {
  field: ['input', 'name'],
  message: 'Name must be text',
  code: 'INVALID',
};
const city: UserErrorFieldsFragment = {
  field: ['input', 'address', 'city'],
  message: 'City is required',
  code: 'REQUIRED',
};
const general: UserErrorFieldsFragment = { field: null, message: 'Not stored', code: 'INVALID' };

describe('user errors', () => {
  it('name the form field by the path after the argument', () => {
    expect(userErrorField(nameRequired)).toBe('name');
    expect(userErrorField(city)).toBe('address.city');
    expect(userErrorField(general)).toBeUndefined();
    expect(userErrorField({ field: ['input'] })).toBeUndefined();
  });

  it('keep the first message of each field', () => {
    expect(userErrorMessages([nameRequired, nameText, city, general])).toEqual({
      name: 'Name is required',
      'address.city': 'City is required',
    });
  });

  it('pass a payload without user errors and throw the others as a form error', () => {
    const payload = { receipt: { id: '1' }, userErrors: [] };
    expect(withoutUserErrors(payload)).toBe(payload);
    let thrown: unknown;
    try {
      withoutUserErrors({ receipt: null, userErrors: [general, nameRequired] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FormSubmitError);
    expect((thrown as FormSubmitError).message).toBe('Not stored');
    expect((thrown as FormSubmitError).fieldErrors).toEqual({ name: 'Name is required' });
    expect(() => withoutUserErrors(null)).toThrow(FormSubmitError);
  });
});

describe('toFormError', () => {
  it("keeps the server's message of a GraphQL error, without field messages", () => {
    const error = toFormError(
      new CombinedGraphQLErrors({
        errors: [{ message: 'Too many requests', extensions: { code: 'TOO_MANY_REQUESTS' } }],
      }),
    );
    expect(error).toBeInstanceOf(FormSubmitError);
    // A rate limit's message is shown as it is, even by forms with a generic failure text.
    expect(error).toBeInstanceOf(FormRefusedError);
    expect(error.message).toBe('Too many requests');
    expect((error as FormSubmitError).fieldErrors).toEqual({});
  });

  it('passes a form error through and gives a network failure no message', () => {
    const refused = new FormSubmitError('Name is required', { name: 'Name is required' });
    expect(toFormError(refused)).toBe(refused);
    expect(toFormError(new Error('Failed to fetch')).message).toBe('');
  });
});
