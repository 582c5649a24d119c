import { usePageQuery } from '../../app/page-data';
import { useParams } from 'react-router';
import {
  DataState,
  ErrorState,
  errorMessage,
  LinkButton,
  LoadingState,
  NotFound,
  imagePreload,
} from 'ui-kit';
import { StaticContent } from '../../app/StaticContent';
import { PageMeta, sharingJpeg, SITE_NAME, useSiteUrl } from '../../app/meta';
import { HttpStatus } from '../../app/render-context';
import {
  NEWSLETTER_FEEDS,
  newsletterPath,
  PUBLIC_ROUTES,
  sharingImagePath,
} from '../../app/site-routes';
import { recordState } from '../../graphql/notFound';
import {
  NewsletterArticleDocument,
  type NewsletterArticleQuery,
} from '../../graphql/generated/graphql';
import { parseNewsletterId } from './articleDate';
import { COVER_SIZES, NewsletterArticleContent } from './NewsletterArticleContent';
import './NewsletterArticlePage.css';

type Newsletter = NonNullable<NewsletterArticleQuery['newsletter']>;

/**
 * /newsletter/{id}: one newsletter with its date, title, summary, image, body (rendered line by
 * line, see newsletterBody.ts) and PDF edition. An id that is absent, not a number or unknown shows
 * "Newsletter Not Found".
 */
export function NewsletterArticlePage() {
  const id = parseNewsletterId(useParams().id);
  const query = usePageQuery(NewsletterArticleDocument, {
    variables: { id: String(id) },
    // Ids start at 1: 0 (absent or not a number) and negatives match nothing, so do not ask.
    skip: id < 1,
    // Keep `newsletter: null` of a NOT_FOUND answer in the cache: the server-rendered page hands
    // its cache to the browser, which then renders the same not-found screen without asking again
    // (errors themselves are not handed over, so with the default policy the two would differ).
    errorPolicy: 'all',
  });

  return (
    <DataState
      // NOT_FOUND, and an id not asked about (skipped), are the empty branch: "Newsletter Not Found".
      state={recordState(query, query.data?.newsletter)}
      loading={
        <div className="page">
          <LoadingState label="Loading newsletter..." />
        </div>
      }
      empty={<NewsletterNotFound id={id} />}
      failure={(error) => (
        <div className="page">
          <PageMeta
            title="Newsletter"
            description="This newsletter could not be loaded."
            path={newsletterPath(id)}
            noindex
          />
          <ErrorState message={`Error loading the newsletter: ${errorMessage(error)}`} />
        </div>
      )}
      success={(newsletter) => <NewsletterArticle newsletter={newsletter} />}
    />
  );
}

function NewsletterNotFound({ id }: { id: number }) {
  return (
    <>
      <PageMeta
        title="Newsletter Not Found"
        description="The newsletter article you're looking for doesn't exist."
        path={newsletterPath(id)}
        noindex
      />
      <HttpStatus code={404} />
      <NotFound
        title="Newsletter Not Found"
        message="The newsletter article you're looking for doesn't exist."
        actionHref={PUBLIC_ROUTES.newsletter.path}
        actionLabel="Back to Newsletters"
      />
    </>
  );
}

function NewsletterArticle({ newsletter }: { newsletter: Newsletter }) {
  const siteUrl = useSiteUrl();
  const path = newsletterPath(newsletter.id);
  const absolute = (url: string) => new URL(url, `${siteUrl.replace(/\/+$/, '')}/`).toString();

  return (
    <>
      <PageMeta
        title={newsletter.title}
        description={newsletter.summary}
        path={path}
        // The cover drawn as a JPEG social sites show (the cover itself is often an SVG).
        image={
          newsletter.imageUrl
            ? sharingJpeg(sharingImagePath('newsletter', newsletter.id))
            : undefined
        }
        alternates={NEWSLETTER_FEEDS}
        type="article"
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: newsletter.title,
            description: newsletter.summary,
            datePublished: newsletter.date,
            ...(newsletter.imageUrl ? { image: [absolute(newsletter.imageUrl)] } : {}),
            mainEntityOfPage: absolute(path),
            author: { '@type': 'Organization', name: SITE_NAME },
            publisher: { '@type': 'Organization', name: SITE_NAME },
          },
        ]}
        preloadImage={newsletter.image ? imagePreload(newsletter.image, COVER_SIZES) : undefined}
      />
      {/* Text, images and links: the server HTML is kept, never hydrated (StaticContent). */}
      <StaticContent as="article" className="page newsletter-article">
        <NewsletterArticleContent newsletter={newsletter} />

        <footer className="newsletter-article__footer">
          <LinkButton to={PUBLIC_ROUTES.newsletter.path}>View All Newsletters</LinkButton>
        </footer>
      </StaticContent>
    </>
  );
}
