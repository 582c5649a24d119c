import { useId } from 'react';
import type { ReactNode } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { CARD_IMAGE_SIZES, FallbackImage, type ResponsiveImage } from '../FallbackImage';
import { Heading } from '../shared/Heading';
import type { HeadingLevel } from '../shared/Heading';
import { LinkButton } from '../shared/LinkButton';
import type { LinkComponent } from '../shared/link';
import { formatMonthYear } from '../utils/date';
import { Card } from '../shared/Card';
import { Typography } from '../shared/Typography';

export interface NewsletterCardNewsletter {
  id: number | string;
  title: string;
  /** ISO timestamp or Date; shown as "MMMM yyyy". */
  date: string | Date;
  summary: string;
  imageUrl?: string | null;
  /** The cover with its size and variants; preferred to `imageUrl`. */
  image?: ResponsiveImage | null;
  /** Empty or missing: no "Download PDF" button. */
  pdfUrl?: string | null;
}

export interface NewsletterCardProps {
  newsletter: NewsletterCardNewsletter;
  /** Target of "Read Full Article": the site's article page (the kit knows none of its routes). */
  href: string;
  headingLevel?: HeadingLevel;
  loading?: boolean;
  linkComponent?: LinkComponent;
  /**
   * Replaces the default buttons ("Read Full Article", "Download PDF"), e.g. the home page's
   * featured newsletter with its "Read Full Newsletter" button.
   */
  actions?: ReactNode;
}

export function NewsletterCard({
  newsletter,
  href,
  headingLevel = 3,
  loading = false,
  linkComponent,
  actions,
}: NewsletterCardProps) {
  const headingId = useId();
  const { title, date, summary, imageUrl, image, pdfUrl } = newsletter;
  const isoDate = date instanceof Date ? date.toISOString() : date;
  return (
    <Card
      className="pe-card"
      loading={loading}
      cover={
        loading ? undefined : (
          <FallbackImage
            className="pe-card__media pe-card__media--wide"
            image={image}
            src={imageUrl}
            sizes={CARD_IMAGE_SIZES}
            alt=""
          />
        )
      }
    >
      <time className="pe-card__eyebrow" dateTime={isoDate}>
        {formatMonthYear(date)}
      </time>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      <Typography.Paragraph className="pe-card__muted">{summary}</Typography.Paragraph>
      <div className="pe-card__footer">
        {actions ?? (
          <>
            <LinkButton
              to={href}
              variant="primary"
              linkComponent={linkComponent}
              describedBy={headingId}
            >
              Read Full Article
            </LinkButton>
            {pdfUrl ? (
              <LinkButton
                to={pdfUrl}
                external
                download
                icon={<DownloadOutlined aria-hidden="true" />}
                describedBy={headingId}
              >
                Download PDF
              </LinkButton>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
