import { Arg, Args, Authorized, Ctx, ID, Int, Resolver } from 'type-graphql';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import { StaffPageQuery } from '../../common/pagination.types.js';
import type { ContactScope } from './contact-scope.js';
import { ContactConnection } from './contact.connection.js';
import { Contact } from './contact.entity.js';
import { ContactService } from './contact.service.js';
import { SubmitContactPayload, UpdateContactTriagePayload } from './contact.types.js';
import { ContactListArgs } from './dto/contact-list.args.js';
import { ContactTriageInput } from './dto/contact-triage.input.js';
import { ContactInput } from './dto/contact.input.js';

@Resolver(() => Contact)
export class ContactResolver {
  @PayloadMutation(
    () => SubmitContactPayload,
    "Sends a message through the contact form. A receipt means it is stored; problems with the fields are `userErrors` (nothing stored). Each message, aliased ones included, spends one of the sender address's CONTACT_LIMIT messages per window (shared with POST /api/contact); beyond it the field is a TOO_MANY_REQUESTS error with `extensions.retryAfter` (seconds).",
  )
  async submitContact(
    @Ctx() { em, clientAddress, userAgent, limits, mail }: ContactScope,
    @Arg('input', () => ContactInput, { description: 'The message and its sender.' })
    input: ContactInput,
  ): Promise<SubmitContactPayload> {
    const receipt = await new ContactService(em).submit(
      input,
      { clientAddress, userAgent, limits },
      mail,
    );
    return { receipt, userErrors: [] };
  }

  @StaffPageQuery(
    'messages',
    () => ContactConnection,
    'Contact form submissions, newest first, a page at a time (admin only), optionally searched by name or e-mail and filtered by status (new or handled), business type and days received; `totalCount` counts the matches. Follow `pageInfo.endCursor` with `after` (and the same filters) for the next page.',
  )
  contacts(
    @Ctx() { em }: RequestScope,
    @Args(() => ContactListArgs) { first, after, ...filter }: ContactListArgs,
  ): Promise<ContactConnection> {
    return new ContactService(em).page({ first, after }, filter);
  }

  @Authorized('messages')
  @PayloadMutation(
    () => UpdateContactTriagePayload,
    "Marks a contact message handled or reopens it, and sets the office's note (admin only). Marking it handled records when and by whom; reopening forgets both. Audited by the message's number, never its sender or text. Refused with a CONFLICT user error when someone else changed it after `expectedVersion`.",
  )
  async updateContactTriage(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the message.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The `version` the admin started from.' })
    expectedVersion: number,
    @Arg('input', () => ContactTriageInput, { description: 'Its status and note.' })
    input: ContactTriageInput,
  ): Promise<UpdateContactTriagePayload> {
    const contact = await new ContactService(scope.em).triage(
      id,
      expectedVersion,
      input,
      actorOf(scope),
    );
    return { contact, userErrors: [] };
  }
}
