import {
  NewsletterArticleContent,
  type ArticleFields,
} from '../../NewsletterArticle/NewsletterArticleContent';
import '../../NewsletterArticle/NewsletterArticlePage.css';

/**
 * The live preview: the draft drawn by the public article's own components, at a phone's width
 * (390 px) and at a desktop's, side by side. It follows every keystroke; nothing is saved for it.
 */
export function NewsletterPreview({ article }: { article: ArticleFields }) {
  return (
    // Scrolls sideways on narrow screens: focusable, so a keyboard can scroll it too.
    <section className="newsletter-preview" aria-label="Live preview" tabIndex={0}>
      {(
        [
          ['phone', 'Phone (390 px)'],
          ['desktop', 'Desktop'],
        ] as const
      ).map(([size, label]) => (
        <figure
          key={size}
          className={`newsletter-preview__frame newsletter-preview__frame--${size}`}
        >
          <figcaption>{label}</figcaption>
          <div className="newsletter-preview__page" inert>
            <article className="page newsletter-article">
              <NewsletterArticleContent newsletter={article} />
            </article>
          </div>
        </figure>
      ))}
    </section>
  );
}
