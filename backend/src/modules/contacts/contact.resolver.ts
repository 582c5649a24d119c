import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { Contact } from './contact.entity.js';
import { ContactService } from './contact.service.js';
import { ContactReceipt } from './contact.types.js';
import { ContactInput } from './dto/contact.input.js';

@Resolver(() => Contact)
export class ContactResolver {
  @Mutation(() => ContactReceipt, { description: 'Sends a message through the contact form.' })
  submitContact(
    @Ctx() { em }: RequestScope,
    @Arg('input', () => ContactInput) input: ContactInput,
  ): Promise<ContactReceipt> {
    return new ContactService(em).submit(input);
  }

  @Authorized('admin')
  @Query(() => [Contact], {
    nullable: true,
    description: 'Contact form submissions, newest first (admin only).',
  })
  contacts(@Ctx() { em }: RequestScope): Promise<Contact[]> {
    return new ContactService(em).list();
  }
}
