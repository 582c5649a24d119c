import type { AppModule } from '../../common/app-module.js';
import { PrivacyResolver } from './privacy.resolver.js';

export {
  ERASURE_LABEL,
  erasureSummary,
  PERSON_RECORD,
  PersonalDataService,
} from './personal-data.service.js';

/**
 * Access and erasure requests (PIPEDA, Alberta PIPA): everything kept about one e-mail address,
 * its erasure, and the suppression list that keeps an erased address from being mailed again
 * (the list itself is mail's: every module that starts mail checks it). Owns no table.
 */
export const privacyModule: AppModule = {
  name: 'privacy',
  resolvers: [PrivacyResolver],
};
