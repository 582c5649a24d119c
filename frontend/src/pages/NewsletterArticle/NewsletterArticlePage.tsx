import { useQuery } from '@apollo/client/react';
import { DownloadOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import {
  DataState,
  ErrorState,
  errorMessage,
  FallbackImage,
  LinkButton,
  LoadingState,
  NotFound,
  imagePreload,
  Typography,
} from 'ui-kit';
import { PageMeta, SITE_NAME, useSiteUrl } from '../../app/meta';
import { HttpStatus } from '../../app/render-context';
import { newsletterPath, PUBLIC_ROUTES } from '../../app/site-routes';
import { recordState } from '../../graphql/notFound';
import {
  NewsletterArticleDocument,
  type NewsletterArticleQuery,
} from '../../graphql/generated/graphql';
import { formatArticleDate, parseNewsletterId } from './articleDate';
import { parseNewsletterBody } from './newsletterBody';
import './NewsletterArticlePage.css';

type Newsletter = NonNullable<NewsletterArticleQuery['newsletter']>;

/** The cover spans the article column: at most 800 px, the screen's width on a phone. */
const COVER_SIZES = '(min-width: 832px) 800px, 100vw';

/**
 * /newsletter/{id}: one newsletter with its date, title, summary, image, body (rendered line by
 * line, see newsletterBody.ts) and PDF edition. An id that is absent, not a number or unknown shows
 * "Newsletter Not Found".
 */
export function NewsletterArticlePage() {
  const id = parseNewsletterId(useParams().id);
  const query = useQuery(NewsletterArticleDocument, {
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
  const blocks = parseNewsletterBody(newsletter.content);
  const absolute = (url: string) => new URL(url, `${siteUrl.replace(/\/+$/, '')}/`).toString();

  return (
    <article className="page newsletter-article">
      <PageMeta
        title={newsletter.title}
        description={newsletter.summary}
        path={path}
        image={newsletter.imageUrl || undefined}
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
      <header className="newsletter-article__header">
        <time className="newsletter-article__date" dateTime={newsletter.date}>
          {formatArticleDate(newsletter.date)}
        </time>
        <Typography.Title level={1}>{newsletter.title}</Typography.Title>
        <Typography.Paragraph className="newsletter-article__summary">
          {newsletter.summary}
        </Typography.Paragraph>
      </header>
      <FallbackImage
        className="newsletter-article__image"
        image={newsletter.image}
        src={newsletter.imageUrl}
        alt=""
        sizes={COVER_SIZES}
        // The cover is the article's Largest Contentful Paint: fetched first, never lazily.
        priority
      />

      <div className="newsletter-article__body">
        {blocks.map((block, index) => {
          switch (block.kind) {
            case 'spacer':
              return <div key={index} className="newsletter-article__spacer" aria-hidden="true" />;
            case 'heading':
              return (
                <Typography.Title key={index} level={2}>
                  {block.text}
                </Typography.Title>
              );
            case 'paragraph':
              // A real <p> (antd's Paragraph is a div): the body reads as paragraphs.
              return (
                <p key={index} className="newsletter-article__paragraph">
                  {block.text}
                </p>
              );
          }
        })}
      </div>

      {newsletter.pdfUrl ? (
        <section className="newsletter-article__pdf" aria-labelledby="newsletter-pdf-heading">
          <Typography.Title level={2} id="newsletter-pdf-heading">
            PDF Edition
          </Typography.Title>
          <Typography.Paragraph>
            Download this newsletter as a PDF to read offline, print or share.
          </Typography.Paragraph>
          <LinkButton
            to={newsletter.pdfUrl}
            external
            download
            variant="primary"
            icon={<DownloadOutlined aria-hidden="true" />}
          >
            Download PDF
          </LinkButton>
        </section>
      ) : null}

      <footer className="newsletter-article__footer">
        <LinkButton to={PUBLIC_ROUTES.newsletter.path}>View All Newsletters</LinkButton>
      </footer>
    </article>
  );
}
