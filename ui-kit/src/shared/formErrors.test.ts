import { FormSubmitError, fieldErrorEntries } from './formErrors';

describe('fieldErrorEntries', () => {
  it('keeps messages of known fields only', () => {
    const error = new FormSubmitError('Invalid', { email: 'Taken', other: 'x' });
    expect(fieldErrorEntries(error, ['email', 'name'])).toEqual([
      { name: 'email', errors: ['Taken'] },
    ]);
  });
  it('ignores other errors', () => {
    expect(fieldErrorEntries(new Error('boom'), ['email'])).toEqual([]);
  });
});
