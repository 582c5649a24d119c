import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { MutationPayload } from '../../common/user-errors.js';
import { Notice } from './notice.entity.js';

@ObjectType({ description: 'A page of notices of one board, in their order.' })
export class NoticeConnection extends ConnectionType(Notice, { name: 'Notice', noun: 'notice' }) {}

/** What the notice mutations answer: the notice as stored now, or the problems. */
@ObjectType('NoticePayload')
export abstract class NoticePayload extends MutationPayload {
  @Field(() => Notice, {
    nullable: true,
    description: 'The notice as stored now; null when `userErrors` is not empty.',
  })
  notice!: Notice | null;
}

@ObjectType({ description: 'Answer to `createNotice`.' })
export class CreateNoticePayload extends NoticePayload {}

@ObjectType({ description: 'Answer to `updateNotice` (CONFLICT over an older version).' })
export class UpdateNoticePayload extends NoticePayload {}

@ObjectType({ description: 'Answer to `restoreNoticeVersion`.' })
export class RestoreNoticeVersionPayload extends NoticePayload {}

@ObjectType({ description: 'Answer to `moveNotice`.' })
export class MoveNoticePayload extends NoticePayload {}

@ObjectType({ description: 'Answer to `deleteNotice`.' })
export class DeleteNoticePayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted notice.' })
  deletedId!: number | null;
}
