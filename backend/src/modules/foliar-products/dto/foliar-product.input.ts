import { IsEnum, IsInt, IsString, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';
import { FoliarProductKind, RAINFAST_MINUTES } from '../foliar-product.entity.js';

const RAINFAST_MESSAGE = 'Rainfast time must be a whole number of minutes from 15 to 1440';

/** What the office writes of a foliar product; its place in the list is changed by a move. */
@InputType({ description: 'What an editor writes of a foliar product.' })
export class FoliarProductInput {
  @Field({ description: 'Name as on the label; 1 to 120 characters.' })
  @MaxChars(120, { message: 'Name must be at most 120 characters' })
  @IsString({ message: 'Name must be text' })
  @IsNotBlank({ message: 'Name is required' })
  @IsCleanText(false, { message: 'Name contains characters that are not allowed' })
  name!: string;

  @Field(() => FoliarProductKind, { description: 'What the product is.' })
  @IsEnum(FoliarProductKind, {
    message: 'Kind must be a foliar nutrient, herbicide, fungicide or adjuvant',
  })
  kind!: FoliarProductKind;

  @Field(() => Int, { description: 'Rainfast time from the label, in minutes (15 to 1440).' })
  @Max(RAINFAST_MINUTES.max, { message: RAINFAST_MESSAGE })
  @Min(RAINFAST_MINUTES.min, { message: RAINFAST_MESSAGE })
  @IsInt({ message: RAINFAST_MESSAGE })
  rainfastMinutes!: number;

  @Field({ description: 'The label’s spraying notes; 1 to 1000 characters.' })
  @MaxChars(1000, { message: 'Label notes must be at most 1000 characters' })
  @IsString({ message: 'Label notes must be text' })
  @IsNotBlank({ message: 'Label notes are required' })
  @IsCleanText(true, { message: 'Label notes contain characters that are not allowed' })
  labelNotes!: string;
}
