import { ArgsType, Field } from 'type-graphql';
import { IsCleanText, IsEmailAddress, MaxChars } from '../../../common/validators.js';

export const PERSONAL_DATA_EMAIL_INVALID = 'Enter the e-mail address the request is about';

/** The address a request to see or erase one's data is about. */
@ArgsType()
export class PersonalDataArgs {
  @Field({
    description:
      'The e-mail address the request is about; compared without regard to case or surrounding spaces.',
  })
  @MaxChars(254, { message: PERSONAL_DATA_EMAIL_INVALID })
  @IsEmailAddress({ message: PERSONAL_DATA_EMAIL_INVALID })
  @IsCleanText(false, { message: PERSONAL_DATA_EMAIL_INVALID })
  email!: string;
}
