import type { EntityManager } from '@mikro-orm/postgresql';
import { RecordService, type RecordKind } from '../../modules/records/index.js';
import { NoticeInput } from './dto/notice.input.js';
import { Notice, type NoticeBoard } from './notice.entity.js';

/**
 * A notice: its fields trimmed, ordered within its board (a notice moved to the other board goes
 * last there), its versions keeping its fields as they are, its admin list one board's, searched
 * in titles and bodies. Everything else is the record resource's.
 */
export const NOTICES: RecordKind<Notice, NoticeInput, object, NoticeBoard> = {
  entity: Notice,
  recordType: 'notice',
  label: 'title',
  snapshot: ['title', 'body', 'board'],
  versions: { input: NoticeInput },
  order: { scope: ({ board }) => ({ board }) },
  search: { in: ['title', 'body'], where: (board) => ({ board: board! }) },
};

/** The notices: the record resource on NOTICES, and the public list of one board or all. */
export class NoticeService extends RecordService<Notice, NoticeInput, object, NoticeBoard> {
  constructor(em: EntityManager) {
    super(em, NOTICES);
  }

  override list(board?: NoticeBoard | null): Promise<Notice[]> {
    return this.em.find(Notice, board ? { board } : {}, {
      orderBy: { board: 'asc', sortOrder: 'asc', id: 'asc' },
    });
  }
}
