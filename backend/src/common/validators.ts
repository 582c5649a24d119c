import { ValidateBy, type ValidationOptions } from 'class-validator';

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
