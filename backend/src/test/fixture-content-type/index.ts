import type { AppModule } from '../../common/app-module.js';
import { Notice } from './notice.entity.js';
import { NoticeResolver } from './notice.resolver.js';

export { NoticeBoard, Notice } from './notice.entity.js';
export { NOTICES, NoticeService } from './notice.service.js';

/** The notices (the fixture content type): registered as any module is, in the registry's list. */
export const noticesModule: AppModule = {
  name: 'notices',
  entities: [Notice],
  publicEntities: [Notice],
  resolvers: [NoticeResolver],
};
