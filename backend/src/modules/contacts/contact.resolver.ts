import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { ReturnUserErrors } from '../../common/user-errors.js';
import type { RequestScope } from '../request-scope.js';
import { ContactConnection } from './contact.connection.js';
import { Contact } from './contact.entity.js';
import { ContactService } from './contact.service.js';
import { SubmitContactPayload } from './contact.types.js';
import { ContactListArgs } from './dto/contact-list.args.js';
import { ContactInput } from './dto/contact.input.js';

@Resolver(() => Contact)
export class ContactResolver {
  @Mutation(() => SubmitContactPayload, {
    nullable: true,
    description:
      "Sends a message through the contact form. A receipt means it is stored; problems with the fields are `userErrors` (nothing stored). Each message, aliased ones included, spends one of the sender address's CONTACT_LIMIT messages per window (shared with POST /api/contact); beyond it the field is a TOO_MANY_REQUESTS error with `extensions.retryAfter` (seconds).",
  })
  @UseMiddleware(ReturnUserErrors)
  async submitContact(
    @Ctx() { em, clientAddress, userAgent, limits, mail }: RequestScope,
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

  @Authorized('admin')
  @Query(() => ContactConnection, {
    nullable: true,
    description:
      'Contact form submissions, newest first, a page at a time (admin only), optionally searched by name or e-mail and filtered by business type and days received; `totalCount` counts the matches. Follow `pageInfo.endCursor` with `after` (and the same filters) for the next page.',
  })
  contacts(
    @Ctx() { em }: RequestScope,
    @Args(() => ContactListArgs) { first, after, ...filter }: ContactListArgs,
  ): Promise<ContactConnection> {
    return new ContactService(em).page({ first, after }, filter);
  }
}
