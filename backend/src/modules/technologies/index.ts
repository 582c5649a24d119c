import type { AppModule } from '../../common/app-module.js';
import { TechnologyContent } from './technology-content.entity.js';
import { TechnologyResolver } from './technology.resolver.js';
import { TechnologySeeder } from './technology.seeder.js';

export { TechnologyContent } from './technology-content.entity.js';
export {
  technologyLoaders,
  type TechnologyLoaders,
  type TechnologyScope,
} from './technology-scope.js';
export { TechnologyInput } from './dto/technology.input.js';
export {
  TECHNOLOGY_NOT_FOUND,
  TECHNOLOGY_RECORD,
  TechnologyService,
} from './technology.service.js';

/** The technology pages (/soil-diagnostics/technology...). */
export const technologiesModule: AppModule = {
  name: 'technologies',
  entities: [TechnologyContent],
  publicEntities: [TechnologyContent],
  seeders: [TechnologySeeder],
  resolvers: [TechnologyResolver],
};
