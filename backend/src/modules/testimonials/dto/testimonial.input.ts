import { IsInt, IsString, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';

export const TESTIMONIAL_LIMITS = { customerName: 120, content: 2000 } as const;

/**
 * The fields of a testimonial an editor writes (`createTestimonial`, `updateTestimonial`); its
 * place on the site is changed by `moveTestimonial`. Rules run bottom-up: the first failing rule
 * names the problem.
 */
@InputType({ description: 'What an editor writes of a testimonial.' })
export class TestimonialInput {
  @Field({
    description:
      'Who said it, as they agreed to be shown, with their farm: "Dale Kowalchuk, grain farmer near Vegreville"; 1 to 120 characters.',
  })
  @MaxChars(TESTIMONIAL_LIMITS.customerName, {
    message: 'Customer name must be at most 120 characters',
  })
  @IsString({ message: 'Customer name must be text' })
  @IsNotBlank({ message: 'Customer name is required' })
  @IsCleanText(false, { message: 'Customer name contains characters that are not allowed' })
  customerName!: string;

  @Field({ description: 'What they said; 1 to 2000 characters.' })
  @MaxChars(TESTIMONIAL_LIMITS.content, { message: 'Testimonial must be at most 2000 characters' })
  @IsString({ message: 'Testimonial must be text' })
  @IsNotBlank({ message: 'Testimonial is required' })
  @IsCleanText(true, { message: 'Testimonial contains characters that are not allowed' })
  content!: string;

  @Field(() => Int, { description: 'Stars, a whole number from 1 to 5.' })
  @Max(5, { message: 'Rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'Rating must be a whole number from 1 to 5' })
  @IsInt({ message: 'Rating must be a whole number from 1 to 5' })
  rating!: number;
}
