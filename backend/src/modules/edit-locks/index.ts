import type { AppModule } from '../../common/app-module.js';
import { EditLock } from './edit-lock.entity.js';
import { EditLockResolver } from './edit-lock.resolver.js';

export { EditLock } from './edit-lock.entity.js';
export {
  EDIT_LOCK_TTL_MS,
  EditLockService,
  type LockOwner,
  type LockState,
} from './edit-lock.service.js';

/**
 * Heartbeat edit locks of any record type ("being edited by office since 13:55"). Private: a lock
 * is no public content, so it is never in `publicEntities` and never clears the page caches.
 */
export const editLocksModule: AppModule = {
  name: 'edit-locks',
  entities: [EditLock],
  resolvers: [EditLockResolver],
};
