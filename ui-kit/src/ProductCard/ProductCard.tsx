import { useId } from 'react';
import { BrandTag } from '../shared/BrandTag';
import { FallbackImage, PHONE_ROW_CARD_IMAGE_SIZES, type ResponsiveImage } from '../FallbackImage';
import { Heading } from '../shared/Heading';
import type { HeadingLevel } from '../shared/Heading';
import { LinkButton } from '../shared/LinkButton';
import { PlainButton } from '../shared/PlainButton';
import type { LinkComponent } from '../shared/link';
import { truncateText } from '../utils/text';
import { Card } from '../shared/Card';
import { Typography } from '../shared/Typography';

export interface ProductCardProduct {
  id: number | string;
  name: string;
  description: string;
  category?: string;
  imageUrl?: string | null;
  /** The image with its size and variants; preferred to `imageUrl`. */
  image?: ResponsiveImage | null;
}

export interface ProductCardProps {
  product: ProductCardProduct;
  /** Description cut: 150 characters on the soil page, 200 on the products page. */
  descriptionLength?: number;
  /**
   * Target of "View Details", the site's product page (the kit knows no route of the site).
   * `null` renders a button without a link.
   */
  detailsHref: string | null;
  /** Called by the "View Details" button when `detailsHref` is null. */
  onViewDetails?: () => void;
  headingLevel?: HeadingLevel;
  showCategory?: boolean;
  /** Shows a skeleton while the product loads. */
  loading?: boolean;
  /** Image shown when the product image is missing or broken. */
  placeholderImage?: string;
  linkComponent?: LinkComponent;
}

export function ProductCard({
  product,
  descriptionLength = 150,
  detailsHref,
  onViewDetails,
  headingLevel = 3,
  showCategory = true,
  loading = false,
  placeholderImage,
  linkComponent,
}: ProductCardProps) {
  const headingId = useId();
  return (
    <Card
      className="pe-card pe-card--phone-row"
      loading={loading}
      cover={
        loading ? undefined : (
          <FallbackImage
            className="pe-card__media"
            image={product.image}
            src={product.imageUrl}
            sizes={PHONE_ROW_CARD_IMAGE_SIZES}
            alt={product.name}
            fallbackSrc={placeholderImage}
          />
        )
      }
    >
      {/* The tag and name, beside the picture on phones (see .pe-card--phone-row). */}
      <div className="pe-card__head">
        {showCategory && product.category ? (
          <div>
            <BrandTag>{product.category}</BrandTag>
          </div>
        ) : null}
        <Heading level={headingLevel} id={headingId}>
          {product.name}
        </Heading>
      </div>
      <Typography.Paragraph className="pe-card__muted">
        {truncateText(product.description, descriptionLength)}
      </Typography.Paragraph>
      <div className="pe-card__footer">
        {detailsHref === null ? (
          <PlainButton variant="primary" block onClick={onViewDetails} describedBy={headingId}>
            View Details
          </PlainButton>
        ) : (
          <LinkButton
            to={detailsHref}
            variant="primary"
            block
            linkComponent={linkComponent}
            describedBy={headingId}
          >
            View Details
          </LinkButton>
        )}
      </div>
    </Card>
  );
}
