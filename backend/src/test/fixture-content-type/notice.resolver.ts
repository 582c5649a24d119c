import { Resolver } from 'type-graphql';
import { RecordResolver } from '../../modules/records/index.js';
import { NoticeInput } from './dto/notice.input.js';
import { Notice, NoticeBoard } from './notice.entity.js';
import { NoticeService } from './notice.service.js';
import {
  CreateNoticePayload,
  DeleteNoticePayload,
  MoveNoticePayload,
  NoticeConnection,
  RestoreNoticeVersionPayload,
  UpdateNoticePayload,
} from './notice.types.js';

/** notices, adminNotice, adminNotices, createNotice… : the record resource's, named and described. */
@Resolver(() => Notice)
export class NoticeResolver extends RecordResolver({
  type: Notice,
  name: 'Notice',
  input: NoticeInput,
  id: 'Id of the notice.',
  service: NoticeService,
  list: {
    description: 'The notices, board by board, in their order.',
    filter: {
      name: 'board',
      type: () => NoticeBoard,
      nullable: true,
      description: 'Only this board.',
    },
  },
  one: 'One notice (admin only); NOT_FOUND when it does not exist.',
  page: {
    connection: NoticeConnection,
    description: "One board's notices in their order (admin only), searched in titles and bodies.",
    filter: { name: 'board', type: () => NoticeBoard, description: 'The board.' },
  },
  create: {
    payload: CreateNoticePayload,
    description: 'Pins a notice last on its board.',
    input: 'Its fields.',
  },
  update: {
    payload: UpdateNoticePayload,
    description: "Saves a notice's fields.",
    input: 'Its new fields.',
  },
  restore: { payload: RestoreNoticeVersionPayload, description: 'Brings back an earlier version.' },
  move: {
    payload: MoveNoticePayload,
    description: 'Moves a notice on its board.',
    position: '1 for the first.',
  },
  delete: { payload: DeleteNoticePayload, description: 'Takes a notice down.' },
}) {}
