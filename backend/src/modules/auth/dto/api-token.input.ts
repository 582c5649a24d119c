import { ArrayMaxSize, IsArray, IsIn, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';
import { PermissionName } from '../auth.types.js';

/** `createApiToken(input)`: a name and the permissions the token carries. */
@InputType({ description: 'A new personal API token: what to call it and what it may do.' })
export class CreateApiTokenInput {
  @Field({ description: 'A name to recognise it by, 1 to 100 characters ("Field trial sheet").' })
  @MaxChars(100, { message: 'Name must be at most 100 characters' })
  @IsString({ message: 'Name must be text' })
  @IsNotBlank({ message: 'Name is required' })
  @IsCleanText(false, { message: 'Name contains characters that are not allowed' })
  name!: string;

  @Field(() => [PermissionName], {
    description: "The permissions it carries: one or more of the account's role's.",
  })
  @IsArray({ message: 'Permissions must be a list' })
  @ArrayMaxSize(3, { message: 'Choose at most 3 permissions' })
  @IsIn(Object.values(PermissionName), {
    each: true,
    message: 'Permissions are CONTENT, MESSAGES or ADMINISTRATION',
  })
  permissions!: PermissionName[];
}
