import { IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';

/** What an editor writes of a tab of the videos page (`createVideoCategory`, `renameVideoCategory`). */
@InputType({ description: 'What an editor writes of a tab of the videos page.' })
export class VideoCategoryInput {
  @Field({ description: 'Tab label, e.g. "Customer Testimonials"; 1 to 80 characters, unique.' })
  @MaxChars(80, { message: 'Name must be at most 80 characters' })
  @IsString({ message: 'Name must be text' })
  @IsNotBlank({ message: 'Name is required' })
  @IsCleanText(false, { message: 'Name contains characters that are not allowed' })
  name!: string;
}
