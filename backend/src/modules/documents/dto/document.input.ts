import { IsEnum, IsISO8601, IsOptional, IsString, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';
import { DocumentKind } from '../document.entity.js';

export const DOCUMENT_LIMITS = { title: 200, description: 1000 } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The fields of a document of /documentation an editor writes (`createDocument`,
 * `updateDocument`); its PDF is uploaded apart (POST /api/admin/documents/{id}/pdf) and its place
 * in its tab changed by `moveDocument`. Rules run bottom-up: the first failing rule names the
 * problem.
 */
@InputType({ description: 'What an editor writes of a document of /documentation.' })
export class DocumentInput {
  @Field(() => DocumentKind, {
    description:
      'The tab it is listed under: CERTIFICATE or FIELD_TRIAL (safety data sheets are edited with their product).',
  })
  @IsEnum(DocumentKind, { message: 'Tab must be Certifications or Field Trials' })
  kind!: DocumentKind;

  @Field({ description: 'Title, e.g. "US Approved Input Certificate"; 1 to 200 characters.' })
  @MaxChars(DOCUMENT_LIMITS.title, { message: 'Title must be at most 200 characters' })
  @IsString({ message: 'Title must be text' })
  @IsNotBlank({ message: 'Title is required' })
  @IsCleanText(false, { message: 'Title contains characters that are not allowed' })
  title!: string;

  @Field({ description: 'What the document contains, one sentence; 1 to 1000 characters.' })
  @MaxChars(DOCUMENT_LIMITS.description, {
    message: 'Description must be at most 1000 characters',
  })
  @IsString({ message: 'Description must be text' })
  @IsNotBlank({ message: 'Description is required' })
  @IsCleanText(true, { message: 'Description contains characters that are not allowed' })
  description!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Last day of validity (YYYY-MM-DD), for a certificate; null for none.',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Valid until must be a real date (YYYY-MM-DD)' })
  @Matches(ISO_DATE, { message: 'Valid until must be a date (YYYY-MM-DD)' })
  validUntil?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Day the document was last updated (YYYY-MM-DD); null for none.',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Updated on must be a real date (YYYY-MM-DD)' })
  @Matches(ISO_DATE, { message: 'Updated on must be a date (YYYY-MM-DD)' })
  updatedOn?: string | null;
}
