import type { ReactNode } from 'react';
import { CARD_IMAGE_SIZES, FallbackImage, type ResponsiveImage } from '../FallbackImage';
import { Heading } from '../shared/Heading';
import type { HeadingLevel } from '../shared/Heading';
import { LinkButton } from '../shared/LinkButton';
import type { LinkComponent } from '../shared/link';
import { Card } from '../shared/Card';
import { Typography } from '../shared/Typography';

export interface TechnologyCardProps {
  title: string;
  description: ReactNode;
  /** Target of "Learn More", e.g. /technologies/nanosorb. */
  href: string;
  imageUrl?: string | null;
  /** The image with its size and variants; preferred to `imageUrl`. */
  image?: ResponsiveImage | null;
  /** Decorative icon shown instead of an image. */
  icon?: ReactNode;
  headingLevel?: HeadingLevel;
  /**
   * The image is in the first screen of its page (often its largest paint): fetched at once with
   * high priority rather than lazily.
   */
  imagePriority?: boolean;
  loading?: boolean;
  linkComponent?: LinkComponent;
}

export function TechnologyCard({
  title,
  description,
  href,
  imageUrl,
  image,
  icon,
  headingLevel = 3,
  imagePriority = false,
  loading = false,
  linkComponent,
}: TechnologyCardProps) {
  const cover =
    loading || (imageUrl === undefined && image === undefined) ? undefined : (
      <FallbackImage
        className="pe-card__media pe-card__media--wide"
        image={image}
        src={imageUrl}
        sizes={CARD_IMAGE_SIZES}
        alt={title}
        priority={imagePriority}
      />
    );
  return (
    <Card className="pe-card" loading={loading} cover={cover}>
      {icon ? (
        <span aria-hidden="true" style={{ fontSize: 32, color: 'var(--pe-green-700)' }}>
          {icon}
        </span>
      ) : null}
      <Heading level={headingLevel}>{title}</Heading>
      <Typography.Paragraph className="pe-card__muted">{description}</Typography.Paragraph>
      <div className="pe-card__footer">
        {/* The visible text is the spec's; the hidden rest names the target for screen readers
            and search engines (Lighthouse's link-text audit reads "Learn More" alone as
            undescriptive). */}
        <LinkButton to={href} variant="primary" linkComponent={linkComponent}>
          Learn More <span className="pe-visually-hidden">about {title}</span>
        </LinkButton>
      </div>
    </Card>
  );
}
