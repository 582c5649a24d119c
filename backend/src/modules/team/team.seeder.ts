import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { productSlug } from '../products/product.entity.js';
import { TeamMember } from './team-member.entity.js';
import { SEED_TEAM } from './team.seed-data.js';

/** File stem of a portrait: the name as a slug, without the "Dr." title. */
export function portraitSlug(name: string): string {
  return productSlug(name.replace(/^Dr\.\s*/, '')).replace(/[^a-z0-9-]/g, '');
}

export class TeamSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(TeamMember)) > 0) return;
    SEED_TEAM.forEach((data, index) =>
      em.create(TeamMember, {
        name: data.name,
        role: data.role,
        credentials: data.credentials ?? null,
        bio: data.bio,
        imageUrl: `/images/team/${portraitSlug(data.name)}.svg`,
        group: data.group,
        sortOrder: index,
      }),
    );
    await em.flush();
  }
}
