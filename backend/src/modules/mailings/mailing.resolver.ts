import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { IsOptional } from 'class-validator';
import { PageArgs } from '../../common/pagination.types.js';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import { DeliveryStatus, MailingLedger, type MailScope } from '../mail/index.js';
import { SendNewsletterInput, SendNewsletterTestInput } from './dto/send-newsletter.input.js';
import { NewsletterMailing } from './mailing.entity.js';
import { MailingService } from './mailing.service.js';
import {
  MailDeliveryConnection,
  MailingProgress,
  NewsletterMailingCheck,
  SendNewsletterPayload,
  SendNewsletterTestPayload,
} from './mailing.types.js';

@ArgsType()
class DeliveryPageArgs extends PageArgs {
  @Field(() => DeliveryStatus, { nullable: true, description: 'Only recipients in this state.' })
  @IsOptional()
  status?: DeliveryStatus | null;
}

function newsletterKey(id: string): number {
  const key = Number(id);
  return Number.isSafeInteger(key) && key > 0 ? key : 0;
}

@Resolver(() => NewsletterMailing)
export class MailingResolver {
  @Authorized('content')
  @Query(() => NewsletterMailingCheck, {
    description:
      'What e-mailing a newsletter would do now: the checks before sending (any failing one blocks it), the recipient count and the message as the first recipient would get it (admin only).',
  })
  async newsletterMailingCheck(
    @Ctx() { em, mail }: MailScope,
    @Arg('newsletterId', () => ID, { description: 'The newsletter.' }) newsletterId: string,
    @Arg('topics', () => [String], {
      defaultValue: [],
      description: 'Only subscribers who chose one of these topics; empty: all confirmed ones.',
    })
    topics: string[],
  ): Promise<NewsletterMailingCheck> {
    const result = await new MailingService(em, mail).check(newsletterKey(newsletterId), topics);
    return {
      checks: result.checks,
      canSend: result.checks.every((check) => check.passed),
      recipientCount: result.recipientCount,
      preview: {
        subject: result.preview.subject,
        text: result.preview.text,
        html: result.preview.html,
        headers: Object.entries(result.preview.headers ?? {}).map(([name, value]) => ({
          name,
          value,
        })),
      },
    };
  }

  @Authorized('content')
  @Query(() => NewsletterMailing, {
    nullable: true,
    description:
      'The e-mailing of a newsletter, with its progress; null if it was never sent (admin only).',
  })
  newsletterMailing(
    @Ctx() { em, mail }: MailScope,
    @Arg('newsletterId', () => ID, { description: 'The newsletter.' }) newsletterId: string,
  ): Promise<NewsletterMailing | null> {
    return new MailingService(em, mail).mailingOf(newsletterKey(newsletterId));
  }

  @Authorized('content')
  @PayloadMutation(
    () => SendNewsletterTestPayload,
    "Sends a newsletter's e-mail, marked as a test, to one address (admin only). It goes through the queue like every message: see it in the outbox or the inbox within seconds.",
  )
  async sendNewsletterTest(
    @Ctx() { em, mail }: MailScope,
    @Arg('input', () => SendNewsletterTestInput, { description: 'The newsletter and the address.' })
    input: SendNewsletterTestInput,
  ): Promise<SendNewsletterTestPayload> {
    await new MailingService(em, mail).sendTest(
      newsletterKey(input.newsletterId),
      input.email.trim(),
    );
    return { queued: true, userErrors: [] };
  }

  @Authorized('content')
  @PayloadMutation(
    () => SendNewsletterPayload,
    'E-mails a published newsletter to its confirmed subscribers (admin only), once: the checks run again and any failing one refuses it, as does a recipient count other than `expectedRecipients` or a newsletter already e-mailed. The send runs in the background; follow `newsletterMailing(newsletterId).progress`.',
  )
  async sendNewsletter(
    @Ctx() scope: MailScope,
    @Arg('input', () => SendNewsletterInput, {
      description: 'The newsletter, its audience and the count the office was shown.',
    })
    input: SendNewsletterInput,
  ): Promise<SendNewsletterPayload> {
    const mailing = await new MailingService(scope.em, scope.mail).start(
      newsletterKey(input.newsletterId),
      input.topics,
      input.expectedRecipients,
      actorOf(scope),
    );
    return { mailing, userErrors: [] };
  }

  @FieldResolver(() => MailingProgress, { description: 'Recipients by state, now.' })
  async progress(
    @Ctx() { em, mail }: MailScope,
    @Root() mailing: NewsletterMailing,
  ): Promise<MailingProgress> {
    const counts = await new MailingService(em, mail).counts(mailing.id);
    const of = (status: DeliveryStatus) => counts[status] ?? 0;
    return {
      queued: of(DeliveryStatus.QUEUED),
      sending: of(DeliveryStatus.SENDING),
      sent: of(DeliveryStatus.SENT),
      failed: of(DeliveryStatus.FAILED),
      bounced: of(DeliveryStatus.BOUNCED),
      skipped: of(DeliveryStatus.SKIPPED),
    };
  }

  @FieldResolver(() => MailDeliveryConnection, {
    description: 'Its recipients and what became of each, in send order, a page at a time.',
  })
  deliveries(
    @Ctx() { em }: RequestScope,
    @Root() mailing: NewsletterMailing,
    @Args(() => DeliveryPageArgs) { status, ...page }: DeliveryPageArgs,
  ): Promise<MailDeliveryConnection> {
    return new MailingLedger(em, mailing.id).page(status, page);
  }
}
