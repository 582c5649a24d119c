import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueProduct } from 'agronomy';
import type { RequestScope } from '../../common/request-scope.js';
import { FertilizerProductService } from './fertilizer.service.js';

/**
 * The tools' product list held in memory between requests, so that a plan reads no database.
 * It is tied to the public content's change generation (db/content-changes.ts, the one the page
 * caches use): an office edit saved here moves the generation on at its commit, one saved on
 * another replica when its NOTIFY arrives, and the next plan reads the list afresh. A read that
 * started before a change is kept under the generation it started in, so it is never served after.
 * Without a change feed (tests that build the app alone) every call reads the database.
 */
export class FertilizerCatalogue {
  private held: { generation: number; entries: Promise<readonly CatalogueProduct[]> } | undefined;

  constructor(private readonly generation?: () => number) {}

  /** The company's products in the office's order, then the reference list; never to be changed. */
  read(em: EntityManager): Promise<readonly CatalogueProduct[]> {
    if (!this.generation) return new FertilizerProductService(em).catalogue();
    const generation = this.generation();
    if (this.held?.generation === generation) return this.held.entries;
    // A fork of its own: the list outlives the request, and its entities must not join the
    // request's identity map (nor a failed read its error state).
    const entries = new FertilizerProductService(em.fork()).catalogue();
    const held = { generation, entries };
    this.held = held;
    entries.catch(() => {
      // A failed read is not kept: the next request tries again.
      if (this.held === held) this.held = undefined;
    });
    return entries;
  }
}

/** What the tools' resolvers read of a request: the app's catalogue snapshot. */
export interface FertilizerScope extends RequestScope {
  fertilizerCatalogue: FertilizerCatalogue;
}
