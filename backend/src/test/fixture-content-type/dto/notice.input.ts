import { IsEnum, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';
import { NoticeBoard } from '../notice.entity.js';

/** What an editor writes of a notice; its place on the board is changed by `moveNotice`. */
@InputType({ description: 'What an editor writes of a notice.' })
export class NoticeInput {
  @Field({ description: 'Headline; 1 to 120 characters.' })
  @MaxChars(120, { message: 'Title must be at most 120 characters' })
  @IsString({ message: 'Title must be text' })
  @IsNotBlank({ message: 'Title is required' })
  @IsCleanText(false, { message: 'Title contains characters that are not allowed' })
  title!: string;

  @Field({ description: 'What it says; 1 to 2000 characters.' })
  @MaxChars(2000, { message: 'Body must be at most 2000 characters' })
  @IsString({ message: 'Body must be text' })
  @IsNotBlank({ message: 'Body is required' })
  @IsCleanText(true, { message: 'Body contains characters that are not allowed' })
  body!: string;

  @Field(() => NoticeBoard, { description: 'The board it is pinned on.' })
  @IsEnum(NoticeBoard, { message: 'Board must be the yard or the office' })
  board!: NoticeBoard;
}
