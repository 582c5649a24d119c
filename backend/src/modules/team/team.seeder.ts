import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { TeamMember } from './team-member.entity.js';
import { portraitSlug, SEED_TEAM } from './team.seed-data.js';

export class TeamSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(TeamMember)) > 0) return;
    // Numbered within each group: a move works inside a group (common/reorder.ts).
    SEED_TEAM.forEach((data, index) =>
      em.create(TeamMember, {
        name: data.name,
        role: data.role,
        credentials: data.credentials ?? null,
        bio: data.bio,
        imageUrl: `/images/team/${portraitSlug(data.name)}.svg`,
        group: data.group,
        sortOrder: SEED_TEAM.slice(0, index).filter((other) => other.group === data.group).length,
      }),
    );
    await em.flush();
  }
}
