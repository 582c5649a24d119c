import type { AppModule } from '../../common/app-module.js';
import { CertificationCard } from './certification-card.entity.js';
import { CertificationCardResolver } from './certification-card.resolver.js';
import { CertificationCardSeeder } from './certification-card.seeder.js';
import { CertificationSubtype } from './certification-subtype.entity.js';

export { CertificationCard } from './certification-card.entity.js';
export {
  CERTIFICATION_CARD_RECORD,
  CertificationCardService,
} from './certification-card.service.js';
export { CertificationSubtype } from './certification-subtype.entity.js';

/** The company's certification cards (/certifications). */
export const certificationCardsModule: AppModule = {
  name: 'certification-cards',
  entities: [CertificationCard, CertificationSubtype],
  publicEntities: [CertificationCard, CertificationSubtype],
  seeders: [CertificationCardSeeder],
  resolvers: [CertificationCardResolver],
};
