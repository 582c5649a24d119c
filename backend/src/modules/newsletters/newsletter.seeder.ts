import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Newsletter } from './newsletter.entity.js';
import { NewsletterStatus } from './newsletter-status.js';
import { newsletterDate, SEED_NEWSLETTERS } from './newsletter.seed-data.js';

export class NewsletterSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(Newsletter)) > 0) return;
    for (const data of SEED_NEWSLETTERS) {
      em.create(Newsletter, {
        title: data.title,
        date: newsletterDate(data.issue),
        summary: data.summary,
        content: data.content,
        imageUrl: `/images/newsletters/${data.issue}.svg`,
        pdfUrl: data.hasPdf ? `/newsletters/${data.issue}.pdf` : '',
        status: NewsletterStatus.PUBLISHED,
      });
    }
    await em.flush();
  }
}
