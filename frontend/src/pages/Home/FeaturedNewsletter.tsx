import { usePageQuery } from '../../app/page-data';
import { Button, Tooltip } from 'antd';
import {
  AntdScope,
  DataState,
  EmptyState,
  ErrorState,
  LinkButton,
  LoadingState,
  NewsletterCard,
} from 'ui-kit';
import { newsletterPath } from '../../app/site-routes';
import {
  HomeNewslettersDocument,
  type HomeNewslettersQuery,
} from '../../graphql/generated/graphql';
import { openPdf } from './openPdf';

type Newsletter = HomeNewslettersQuery['newsletters']['edges'][number]['node'];

/** Spec section 9: tooltips open after 700 ms. */
const TOOLTIP_DELAY_S = 0.7;

const PDF_TIPS = (
  <ul className="home__tips">
    <li>Check that a PDF viewer is enabled in your browser.</li>
    <li>Refresh the page and try again.</li>
    <li>Allow pop-ups for this site.</li>
  </ul>
);

/**
 * The home page's featured monthly newsletter: the newest one (the query lists newest first),
 * with "Read Full Newsletter" opening its PDF in a new tab. A newsletter published without a
 * PDF edition links to its article instead.
 */
export function FeaturedNewsletter() {
  const newsletters = usePageQuery(HomeNewslettersDocument);
  return (
    <DataState
      state={newsletters}
      isEmpty={(data) => data.newsletters.edges.length === 0}
      loading={<LoadingState label="Loading newsletter..." />}
      empty={<EmptyState title="No newsletter has been published yet." />}
      failure={() => (
        <ErrorState message="Failed to load the newsletter. Please try again later." />
      )}
      success={(data) => <FeaturedNewsletterCard newsletter={data.newsletters.edges[0].node} />}
    />
  );
}

function FeaturedNewsletterCard({ newsletter }: { newsletter: Newsletter }) {
  const { pdfUrl } = newsletter;
  return (
    <AntdScope>
      <div className="home__newsletter">
        <NewsletterCard
          newsletter={newsletter}
          href={newsletterPath(newsletter.id)}
          actions={
            pdfUrl ? (
              <div className="home__newsletter-actions">
                <Button type="primary" onClick={() => openPdf(pdfUrl)}>
                  Read Full Newsletter
                </Button>
                <Tooltip
                  title={PDF_TIPS}
                  mouseEnterDelay={TOOLTIP_DELAY_S}
                  // Hover on desktop, focus for keyboards, tap on phones.
                  trigger={['hover', 'focus', 'click']}
                >
                  <Button type="link" className="home__tips-trigger">
                    Trouble opening the PDF?
                  </Button>
                </Tooltip>
              </div>
            ) : (
              <LinkButton to={newsletterPath(newsletter.id)} variant="primary">
                Read Full Newsletter
              </LinkButton>
            )
          }
        />
      </div>
    </AntdScope>
  );
}
