import type { AppModule } from '../../common/app-module.js';
import { AuditEvent } from './audit-event.entity.js';
import { HistoryResolver } from './history.resolver.js';
import { RecordVersion } from './record-version.entity.js';

export { AuditAction } from './audit-action.js';
export { AuditEvent } from './audit-event.entity.js';
export { HistoryMentions, type Mentions } from './history-mentions.js';
export {
  BUILT_IN_AUTHOR,
  changedFields,
  HistoryService,
  type Actor,
  type AuditFilter,
} from './history.service.js';
export { RecordVersion, type Snapshot } from './record-version.entity.js';
export {
  EDIT,
  pickFields,
  restoreOf,
  RestoreVersionArgs,
  type Restorable,
  type SaveKind,
} from './restore.js';

/** Versions of editable records and the audit trail of admin changes (private: never cached). */
export const historyModule: AppModule = {
  name: 'history',
  entities: [RecordVersion, AuditEvent],
  resolvers: [HistoryResolver],
};
