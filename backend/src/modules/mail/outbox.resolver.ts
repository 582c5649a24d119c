import {
  Arg,
  Args,
  Authorized,
  Ctx,
  ID,
  ObjectType,
  Query,
  Resolver,
  FieldResolver,
  Root,
} from 'type-graphql';
import { findPage, type KeysetOrder } from '../../common/pagination.js';
import { ConnectionType, PageArgs, StaffPageQuery } from '../../common/pagination.types.js';
import type { RequestScope } from '../../common/request-scope.js';
import { MailHeader, OutboxMessage } from './outbox-message.entity.js';

@ObjectType({ description: 'A page of the local outbox, newest first (admin only).' })
export class OutboxMessageConnection extends ConnectionType(OutboxMessage, {
  name: 'OutboxMessage',
  noun: 'message',
}) {}

const NEWEST_FIRST: KeysetOrder<OutboxMessage> = {
  key: 'createdAt',
  kind: 'date',
  direction: 'desc',
};

@Resolver(() => OutboxMessage)
export class OutboxResolver {
  @StaffPageQuery(
    'administration',
    () => OutboxMessageConnection,
    'The local outbox: what the site sent while no SMTP server was configured (SMTP_URL unset), newest first, a page at a time (admin only).',
  )
  outboxMessages(
    @Ctx() { em }: RequestScope,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<OutboxMessageConnection> {
    return findPage(em, OutboxMessage, {}, NEWEST_FIRST, page);
  }

  @Authorized('administration')
  @Query(() => OutboxMessage, {
    nullable: true,
    description: 'One message of the outbox (admin only).',
  })
  outboxMessage(
    @Ctx() { em }: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the message.' }) id: string,
  ): Promise<OutboxMessage | null> {
    const key = Number(id);
    if (!Number.isSafeInteger(key) || key < 1) return Promise.resolve(null);
    return em.findOne(OutboxMessage, { id: key });
  }

  @FieldResolver(() => [MailHeader], {
    description: 'Headers beyond From, To, Reply-To and Subject (List-Unsubscribe…).',
  })
  headers(@Root() message: OutboxMessage): MailHeader[] {
    return Object.entries(message.headers).map(([name, value]) => ({ name, value }));
  }
}
