import { usePageQuery } from '../../app/page-data';
import {
  DataState,
  EmptyState,
  ErrorState,
  errorMessage,
  LoadingState,
  NewsletterCard,
  PageHero,
  Typography,
} from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { NEWSLETTER_FEEDS, newsletterPath, PUBLIC_ROUTES } from '../../app/site-routes';
import { NewsletterSubscribe } from '../../features/subscribe/NewsletterSubscribe';
import { NewsletterListNewslettersDocument } from '../../graphql/generated/graphql';
import { MAX_PAGE_SIZE } from '../../graphql/pagination';
import { groupNewslettersByYear } from './groupNewsletters';
import './NewsletterListPage.css';

/**
 * /newsletter: the subscribe form, then the newsletters grouped by year (newest year first, newest
 * first within a year). Each card links to its article and, when there is one, to its PDF.
 */
export function NewsletterListPage() {
  // One page of the API's largest size: an edition a month makes 100 more than eight years of
  // them, so this page needs no "Load more" yet (the admin lists, which grow daily, have one).
  const newsletters = usePageQuery(NewsletterListNewslettersDocument, {
    variables: { first: MAX_PAGE_SIZE },
  });

  return (
    <>
      <PageHero
        title="Newsletter"
        subtitle="Monthly agronomy advice from our consultants, season by season."
      />
      <div className="page newsletter-list">
        <PageMeta
          title="Newsletter"
          description="Monthly agronomy newsletters for prairie growers: fertility planning, soil sampling, seeding and harvest advice, with PDF editions to download."
          path={PUBLIC_ROUTES.newsletter.path}
          alternates={NEWSLETTER_FEEDS}
        />

        <section
          className="newsletter-list__subscribe"
          aria-labelledby="newsletter-subscribe-heading"
        >
          <Typography.Title level={2} id="newsletter-subscribe-heading">
            Subscribe to Our Newsletter
          </Typography.Title>
          <Typography.Paragraph>
            Get each month&apos;s newsletter in your inbox, with seasonal advice for Alberta and
            Saskatchewan fields.
          </Typography.Paragraph>
          <NewsletterSubscribe />
        </section>

        <DataState
          state={newsletters}
          isEmpty={(data) => data.newsletters.edges.length === 0}
          loading={<LoadingState label="Loading newsletters..." />}
          empty={
            <EmptyState title="No newsletters yet" description="The first issue is on its way." />
          }
          failure={(error) => (
            <ErrorState message={`Error loading newsletters: ${errorMessage(error)}`} />
          )}
          success={(data) =>
            groupNewslettersByYear(data.newsletters.edges.map((edge) => edge.node)).map(
              ({ year, newsletters }) => (
                <section
                  key={year}
                  className="newsletter-list__year"
                  aria-labelledby={`newsletter-year-${year}`}
                >
                  <Typography.Title level={2} id={`newsletter-year-${year}`}>
                    {year}
                  </Typography.Title>
                  <ul className="pe-grid pe-grid--thirds pe-list-reset">
                    {newsletters.map((newsletter) => (
                      <li key={newsletter.id}>
                        <NewsletterCard
                          newsletter={newsletter}
                          href={newsletterPath(newsletter.id)}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ),
            )
          }
        />
      </div>
    </>
  );
}
