import { DownloadOutlined } from '@ant-design/icons';
import { FallbackImage, LinkButton, Typography, type ResponsiveImage } from 'ui-kit';
import { formatArticleDate } from './articleDate';
import { parseNewsletterBody } from './newsletterBody';

/** The cover spans the article column: at most 800 px, the screen's width on a phone. */
export const COVER_SIZES = '(min-width: 832px) 800px, 100vw';

/** What an article shows: a published newsletter, or the admin's draft in the live preview. */
export interface ArticleFields {
  title: string;
  date: string;
  summary: string;
  content: string;
  imageUrl: string;
  pdfUrl: string;
  image?: ResponsiveImage | null;
}

/**
 * The article itself (date, title, summary, cover, body line by line, PDF edition): the public
 * page and the admin's live preview draw it with the same components, so the preview is the page.
 */
export function NewsletterArticleContent({ newsletter }: { newsletter: ArticleFields }) {
  const blocks = parseNewsletterBody(newsletter.content);
  return (
    <>
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
    </>
  );
}
