import { usePageQuery } from '../../app/page-data';
import { useId } from 'react';
import {
  BrandTag,
  Breadcrumb,
  FallbackImage,
  LinkButton,
  imagePreload,
  truncateText,
  telHref,
  Typography,
} from 'ui-kit';
import { PRODUCT_CATEGORY_LABELS } from '../../app/labels';
import { StaticContent } from '../../app/StaticContent';
import { PageMeta, sharingJpeg, SITE_NAME, useSiteUrl } from '../../app/meta';
import { productPath, PUBLIC_ROUTES, sharingImagePath } from '../../app/site-routes';
import { CompanyDocument, type ProductDetailFieldsFragment } from '../../graphql/generated/graphql';
import './ProductDetail.css';

/** The image's column from 900 px (2fr of 5 in a page at most 1200 px wide), else full width. */
const IMAGE_SIZES = '(min-width: 1200px) 470px, (min-width: 900px) 40vw, 100vw';

/**
 * Where "Return to Products" leads from "Product Not Found" (spec: /soil-diagnostics, the product
 * browser with category filters).
 */
export const PRODUCTS_HOME = PUBLIC_ROUTES.soilDiagnostics.path;

/**
 * Where the breadcrumb's "Products" and "Back to Products" lead: the catalogue, whose "View
 * Details" buttons open product pages. The spec leaves "Back to Products" open; one destination
 * for both ways back is what a visitor expects.
 */
export const PRODUCT_CATALOGUE = PUBLIC_ROUTES.products.path;

/** "Ask about this product": the contact form, its message started with the product's name. */
export function askAboutHref(productName: string): string {
  return `${PUBLIC_ROUTES.contact.path}?${new URLSearchParams({ product: productName })}`;
}

/** Product structured data; search engines want absolute URLs for the page and the image. */
function productJsonLd(product: ProductDetailFieldsFragment, siteUrl: string): object {
  const absolute = (path: string) => new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: PRODUCT_CATEGORY_LABELS[product.category],
    url: absolute(productPath(product.id)),
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
  const orderId = useId();
  // The layout's query, already in the cache: the toll-free number serves both provinces.
  const company = usePageQuery(CompanyDocument).data?.company;
  const { name, category, description, features, imageUrl, certifications, safetyDataSheet } =
    product;
  return (
    <div className="page product-detail">
      <PageMeta
        title={name}
        description={truncateText(description, 155)}
        path={productPath(product.id)}
        // The packaging drawn as a JPEG social sites show (the picture itself is often an SVG).
        image={imageUrl ? sharingJpeg(sharingImagePath('product', product.id)) : undefined}
        type="product"
        jsonLd={[productJsonLd(product, siteUrl)]}
        preloadImage={product.image ? imagePreload(product.image, IMAGE_SIZES) : undefined}
      />
      {/* Text, images and links: the server HTML is kept, never hydrated (StaticContent). */}
      <StaticContent>
        <Breadcrumb
          items={[
            { label: 'Home', href: PUBLIC_ROUTES.home.path },
            { label: 'Products', href: PRODUCT_CATALOGUE },
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
              <BrandTag className="product-detail__category">
                {PRODUCT_CATEGORY_LABELS[category]}
              </BrandTag>
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
            <section className="product-detail__order" aria-labelledby={orderId}>
              <Typography.Title level={2} id={orderId} className="product-detail__subtitle">
                Order or Ask an Agronomist
              </Typography.Title>
              <Typography.Paragraph className="product-detail__order-text">
                Rates, availability and delivery across Alberta and Saskatchewan: call us, or send a
                question and an agronomist will get back to you.
              </Typography.Paragraph>
              <div className="product-detail__order-actions">
                {company ? (
                  <LinkButton to={telHref(company.tollFreePhone)} variant="primary">
                    Call {company.tollFreePhone}
                  </LinkButton>
                ) : null}
                <LinkButton to={askAboutHref(name)}>Ask about this product</LinkButton>
                {safetyDataSheet ? (
                  <LinkButton to={safetyDataSheet.fileUrl} external>
                    Safety Data Sheet (PDF)
                  </LinkButton>
                ) : null}
              </div>
            </section>
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
          <LinkButton to={PRODUCT_CATALOGUE}>Back to Products</LinkButton>
        </div>
      </StaticContent>
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
