import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { MediaLoaders, MediaScope } from '../media/index.js';
import type { TechnologyContent } from './technology-content.entity.js';
import { TechnologyService } from './technology.service.js';

/** The technologies' per-request DataLoaders. */
export interface TechnologyLoaders {
  /** Technology entries by key: a page's cards and its own entry in one query. */
  technologyByKey: DataLoader<string, TechnologyContent | null>;
}

export function technologyLoaders(em: EntityManager): TechnologyLoaders {
  return {
    technologyByKey: new DataLoader((keys) => new TechnologyService(em).byKeys(keys)),
  };
}

/** What the technologies' resolver reads of a request's scope. */
export interface TechnologyScope extends MediaScope {
  loaders: MediaLoaders & TechnologyLoaders;
}
