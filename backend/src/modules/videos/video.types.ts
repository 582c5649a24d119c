import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { MutationPayload } from '../../common/user-errors.js';
import { VideoCategory } from './video-category.entity.js';
import { Video } from './video.entity.js';

@ObjectType({ description: 'A page of videos of one tab, in display order.' })
export class VideoConnection extends ConnectionType(Video, { name: 'Video', noun: 'video' }) {}

const CONFLICT_NOTE =
  'a CONFLICT user error when someone else saved the video after `expectedVersion`';

/** What the video mutations answer: the video as stored now, or the problems. */
@ObjectType('VideoPayload')
export abstract class VideoPayload extends MutationPayload {
  @Field(() => Video, {
    nullable: true,
    description: 'The video as stored now; null when `userErrors` is not empty.',
  })
  video!: Video | null;
}

@ObjectType({ description: 'Answer to `createVideo`: the new video, or the problems.' })
export class CreateVideoPayload extends VideoPayload {}

@ObjectType({
  description: `Answer to \`updateVideo\`: the saved video, or the problems (${CONFLICT_NOTE}).`,
})
export class UpdateVideoPayload extends VideoPayload {}

@ObjectType({
  description: `Answer to \`restoreVideoVersion\`: the video as restored, or the problems (${CONFLICT_NOTE}).`,
})
export class RestoreVideoVersionPayload extends VideoPayload {}

@ObjectType({ description: 'Answer to `moveVideo`: the video at its new place, or the problems.' })
export class MoveVideoPayload extends VideoPayload {}

@ObjectType({ description: 'Answer to `deleteVideo`.' })
export class DeleteVideoPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the deleted video; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}

/** What the tab mutations answer: the tab as stored now, or the problems. */
@ObjectType('VideoCategoryPayload')
export abstract class VideoCategoryPayload extends MutationPayload {
  @Field(() => VideoCategory, {
    nullable: true,
    description: 'The tab as stored now; null when `userErrors` is not empty.',
  })
  videoCategory!: VideoCategory | null;
}

@ObjectType({ description: 'Answer to `createVideoCategory`: the new tab, or the problems.' })
export class CreateVideoCategoryPayload extends VideoCategoryPayload {}

@ObjectType({ description: 'Answer to `renameVideoCategory`: the renamed tab, or the problems.' })
export class RenameVideoCategoryPayload extends VideoCategoryPayload {}

@ObjectType({
  description: 'Answer to `moveVideoCategory`: the tab at its new place, or the problems.',
})
export class MoveVideoCategoryPayload extends VideoCategoryPayload {}

@ObjectType({
  description:
    'Answer to `deleteVideoCategory`: the deleted id, or a user error when the tab still holds videos.',
})
export class DeleteVideoCategoryPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the deleted tab; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}
