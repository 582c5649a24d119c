import type { EntityManager } from '@mikro-orm/postgresql';
import { documentLoaders } from '../modules/documents/index.js';
import { mediaLoaders } from '../modules/media/index.js';
import { productLoaders } from '../modules/products/index.js';
import { subscriberLoaders } from '../modules/subscribers/index.js';
import { technologyLoaders } from '../modules/technologies/index.js';

/**
 * One request's DataLoaders, from the factories the modules export: lists with relations cost a
 * constant number of queries. A module's scope names the loaders it reads (MediaScope…).
 */
export function createLoaders(em: EntityManager) {
  return {
    ...mediaLoaders(em),
    ...documentLoaders(em),
    ...productLoaders(em),
    ...technologyLoaders(em),
    ...subscriberLoaders(em),
  };
}
