import { useId } from 'react';
import {
  BrandTag,
  Breadcrumb,
  FallbackImage,
  LinkButton,
  imagePreload,
  truncateText,
  Typography,
} from 'ui-kit';
import { PageMeta, SITE_NAME, useSiteUrl } from '../../app/meta';
import type { ProductDetailFieldsFragment } from '../../graphql/generated/graphql';
import './ProductDetail.css';

/** The image's column from 900 px (2fr of 5 in a page at most 1200 px wide), else full width. */
const IMAGE_SIZES = '(min-width: 1200px) 470px, (min-width: 900px) 40vw, 100vw';

/** Where "Back to Products" and "Return to Products" lead: the site's product browser. */
export const PRODUCTS_HOME = '/soil-diagnostics';

/** Product structured data; search engines want absolute URLs for the page and the image. */
function productJsonLd(product: ProductDetailFieldsFragment, siteUrl: string): object {
  const absolute = (path: string) => new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: product.category,
    url: absolute(`/products/${product.id}`),
    ...(product.imageUrl ? { image: absolute(product.imageUrl) } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
  };
}

/**
 * The product detail screen (spec section 2) for a loaded product, whichever way it was found
 * (by id or by slug). The canonical address is always /products/{id}.
 */
export function ProductDetailView({ product }: { product: ProductDetailFieldsFragment }) {
  const siteUrl = useSiteUrl();
  const featuresId = useId();
  const certificationsId = useId();
  const { name, category, description, features, imageUrl, certifications } = product;
  return (
    <div className="page product-detail">
      <PageMeta
        title={name}
        description={truncateText(description, 155)}
        path={`/products/${product.id}`}
        image={imageUrl || undefined}
        type="product"
        jsonLd={[productJsonLd(product, siteUrl)]}
        preloadImage={product.image ? imagePreload(product.image, IMAGE_SIZES) : undefined}
      />
      <Breadcrumb
        items={[
          { label: 'Home', href: '/' },
          { label: 'Products', href: '/products' },
          { label: name },
        ]}
      />
      <div className="product-detail__main">
        <FallbackImage
          className="product-detail__image"
          image={product.image}
          src={imageUrl}
          alt={name}
          sizes={IMAGE_SIZES}
          // The page's Largest Contentful Paint: fetched first, never lazily.
          priority
        />
        <div className="product-detail__info">
          <Typography.Title level={1}>{name}</Typography.Title>
          <div>
            <BrandTag className="product-detail__category">{category}</BrandTag>
          </div>
          <Typography.Paragraph className="product-detail__description">
            {description}
          </Typography.Paragraph>
          {features.length > 0 ? (
            <section aria-labelledby={featuresId}>
              <Typography.Title level={2} id={featuresId} className="product-detail__subtitle">
                Features & Benefits
              </Typography.Title>
              <ul className="product-detail__features">
                {features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      {certifications.length > 0 ? (
        <section aria-labelledby={certificationsId}>
          <Typography.Title level={2} id={certificationsId} className="product-detail__subtitle">
            Certifications
          </Typography.Title>
          <ul className="pe-grid pe-list-reset product-detail__certifications">
            {certifications.map((certification) => (
              <CertificationItem key={certification.id} certification={certification} />
            ))}
          </ul>
        </section>
      ) : null}
      <div>
        <LinkButton to={PRODUCTS_HOME}>Back to Products</LinkButton>
      </div>
    </div>
  );
}

type ProductCertification = ProductDetailFieldsFragment['certifications'][number];

function CertificationItem({ certification }: { certification: ProductCertification }) {
  const typeId = useId();
  return (
    <li className="product-detail__certification">
      <Typography.Title level={3} id={typeId}>
        {certification.type}
      </Typography.Title>
      {certification.documentUrl ? (
        <LinkButton to={certification.documentUrl} external describedBy={typeId}>
          View Document
        </LinkButton>
      ) : null}
    </li>
  );
}
