import { IsIn, IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsCleanText, MaxChars } from '../../../common/validators.js';
import { CONTACT_STATUSES, ContactStatus } from '../contact.entity.js';

/** Longest note on a message: a few paragraphs of who called back and what was sent. */
export const CONTACT_NOTE_MAX = 2000;

/**
 * `updateContactTriage(input)`: where a message stands and the office's note on it. Marking it
 * handled records when and by whom; reopening it (NEW) forgets both. The note is kept either way.
 */
@InputType({ description: "A contact message's triage: its status and the office's note." })
export class ContactTriageInput {
  @Field(() => ContactStatus, { description: 'NEW to reopen it, HANDLED once it is dealt with.' })
  @IsIn(CONTACT_STATUSES, { message: `Status must be one of ${CONTACT_STATUSES.join(', ')}` })
  status!: ContactStatus;

  @Field(() => String, {
    nullable: true,
    description: `The office's note, line breaks kept; at most ${CONTACT_NOTE_MAX} characters. Empty or null removes it. Never shown to the sender.`,
  })
  @IsOptional()
  @MaxChars(CONTACT_NOTE_MAX, { message: `Note must be at most ${CONTACT_NOTE_MAX} characters` })
  @IsString({ message: 'Note must be text' })
  @IsCleanText(true, { message: 'Note contains characters that are not allowed' })
  note?: string | null;
}
