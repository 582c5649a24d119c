import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { PageArgs } from '../../common/pagination.types.js';
import { PayloadMutation, UserErrorCode } from '../../common/user-errors.js';
import type { Actor } from '../history/index.js';
import { ResponsiveImage } from '../media/index.js';
import { CurrentActor, Em, RecordResolver } from '../records/index.js';
import type { NewsletterScope } from './newsletter-scope.js';
import { NewsletterInput } from './dto/newsletter.input.js';
import { publishChecks, PublishCheck } from './newsletter-checks.js';
import { NewsletterState, newsletterState } from './newsletter-status.js';
import { NewsletterConnection } from './newsletter.connection.js';
import { Newsletter } from './newsletter.entity.js';
import { NewsletterService } from './newsletter.service.js';
import {
  CreateNewsletterPayload,
  DeleteNewsletterPayload,
  PublishNewsletterPayload,
  RestoreNewsletterVersionPayload,
  UnpublishNewsletterPayload,
  UpdateNewsletterPayload,
} from './newsletter.types.js';

export const CHECKS_FAILED =
  'Some checks before publishing did not pass: publish anyway, or fix them first';

/**
 * The newsletter editions: the record resource's operations, the public pages' reads, and the
 * publishing with its checks (scheduling included); the PDF edition is uploaded over REST.
 */
@Resolver(() => Newsletter)
export class NewsletterResolver extends RecordResolver({
  type: Newsletter,
  name: 'Newsletter',
  input: NewsletterInput,
  id: 'Id of the newsletter.',
  service: NewsletterService,
  get: {
    description:
      'One published newsletter by id; NOT_FOUND when it does not exist, is a draft or is scheduled for later.',
    id: 'Id of the newsletter, as in /newsletter/{id}.',
  },
  one: 'One newsletter in any state (admin only); NOT_FOUND when it does not exist.',
  page: {
    connection: NewsletterConnection,
    description:
      'Every newsletter, drafts and scheduled ones included, newest first (admin only), searched in titles and summaries and filtered by state.',
    search: 'Words of the title or summary.',
    filter: {
      name: 'state',
      type: () => NewsletterState,
      nullable: true,
      description: 'Only this state.',
    },
  },
  create: {
    payload: CreateNewsletterPayload,
    description:
      'Creates a newsletter as a draft (admin only); publish it with `publishNewsletter`.',
    input: 'Its fields.',
  },
  update: {
    payload: UpdateNewsletterPayload,
    description:
      "Saves a newsletter's fields (admin only), its state unchanged. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
    input: 'Its new fields.',
  },
  restore: {
    payload: RestoreNewsletterVersionPayload,
    description: "Brings back an earlier version's fields and state as a new version (admin only).",
  },
  delete: {
    payload: DeleteNewsletterPayload,
    description:
      'Deletes a newsletter and its uploaded PDF (admin only); its address answers 404 from then on. Its versions stay in the history.',
  },
}) {
  @Query(() => NewsletterConnection, {
    description:
      'Published newsletters, newest first, a page at a time: `first: 1` is the latest edition. Follow `pageInfo.endCursor` with `after` for older ones. Drafts and scheduled editions are not listed until their time.',
  })
  newsletters(
    @Em() em: EntityManager,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<NewsletterConnection> {
    return new NewsletterService(em).page(page);
  }

  @Authorized('content')
  @Query(() => [PublishCheck], {
    description: 'The checks before publishing, run on the newsletter as stored (admin only).',
  })
  async newsletterPublishChecks(
    @Ctx() { em, imageStorage, pdfMaxBytes }: NewsletterScope,
    @Arg('id', () => ID, { description: 'Id of the newsletter.' }) id: string,
  ): Promise<PublishCheck[]> {
    const newsletter = await new NewsletterService(em).find(id);
    return publishChecks(em, imageStorage, newsletter, pdfMaxBytes);
  }

  @Authorized('content')
  @PayloadMutation(
    () => PublishNewsletterPayload,
    'Publishes a newsletter now, or schedules it for `at` (admin only); a time already past publishes at once (`publishedNow`). A failing check before publishing refuses it unless `publishAnyway`, which the audit trail records with the failing checks.',
  )
  async publishNewsletter(
    @Ctx() { em, imageStorage, pdfMaxBytes }: NewsletterScope,
    @CurrentActor() actor: Actor,
    @Arg('id', () => ID, { description: 'Id of the newsletter.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The `version` the editor started from.' })
    expectedVersion: number,
    @Arg('at', () => Date, {
      nullable: true, // A Date is a class: class-validator would take it for an unknown object.
      validate: false,
      description: 'When it appears; now when absent.',
    })
    at: Date | null,
    @Arg('publishAnyway', { defaultValue: false, description: 'Publish even with failing checks.' })
    publishAnyway: boolean,
  ): Promise<PublishNewsletterPayload> {
    const service = new NewsletterService(em);
    const stored = await service.find(id);
    const checks = await publishChecks(em, imageStorage, stored, pdfMaxBytes);
    const failing = checks.filter((check) => !check.passed);
    if (failing.length > 0 && !publishAnyway) {
      return {
        newsletter: null,
        publishedNow: false,
        checks,
        userErrors: [
          { field: ['publishAnyway'], message: CHECKS_FAILED, code: UserErrorCode.INVALID },
        ],
      };
    }
    const note = failing.length
      ? `published anyway: ${failing.map((check) => `${check.label} (${check.detail})`).join('; ')}`
      : '';
    const { newsletter, publishedNow } = await service.publish(
      id,
      expectedVersion,
      at,
      actor,
      note,
    );
    return { newsletter, publishedNow, checks, userErrors: [] };
  }

  @Authorized('content')
  @PayloadMutation(
    () => UnpublishNewsletterPayload,
    'Takes a newsletter off the site, back to a draft (admin only).',
  )
  async unpublishNewsletter(
    @Em() em: EntityManager,
    @CurrentActor() actor: Actor,
    @Arg('id', () => ID, { description: 'Id of the newsletter.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The `version` the editor started from.' })
    expectedVersion: number,
  ): Promise<UnpublishNewsletterPayload> {
    const newsletter = await new NewsletterService(em).unpublish(id, expectedVersion, actor);
    return { newsletter, userErrors: [] };
  }

  @FieldResolver(() => ResponsiveImage, {
    nullable: true,
    description: 'The cover image with its intrinsic size and variants; null without an image.',
  })
  image(@Root() newsletter: Newsletter, @Ctx() { loaders }: NewsletterScope) {
    return newsletter.imageUrl ? loaders.imageByUrl.load(newsletter.imageUrl) : null;
  }

  @FieldResolver(() => NewsletterState, {
    description: 'Draft, scheduled or published, now.',
  })
  state(@Root() newsletter: Newsletter): NewsletterState {
    return newsletterState(newsletter, new Date());
  }
}
