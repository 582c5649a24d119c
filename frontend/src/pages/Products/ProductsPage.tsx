import { usePageQuery } from '../../app/page-data';
import { useId } from 'react';
import {
  DataState,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHero,
  ProductCard,
  type ProductCardProduct,
  Typography,
} from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { productPath, PUBLIC_ROUTES } from '../../app/site-routes';
import {
  ProductsPageProductsDocument,
  type ProductCategory,
} from '../../graphql/generated/graphql';
import { TechnologyCards } from '../Technology/TechnologyCards';
import { groupProductsByCategory, type ProductGroup } from './groupProducts';
import './ProductsPage.css';

/** Spec section 9: descriptions are cut at 200 characters on this page. */
export const PRODUCTS_DESCRIPTION_LENGTH = 200;

const DESCRIPTION =
  'Plant nutrition, soil health and organic fertilizers for prairie field crops, with our Micro Extraction and NanoSorb technologies.';

/**
 * /products: the products under the three categories, then the technologies. The spec's "View
 * Details" here had no link; a button that does nothing is a dead end for a visitor, so it opens
 * the product's page like the one on /soil-diagnostics (issue 11).
 */
export function ProductsPage() {
  const products = usePageQuery(ProductsPageProductsDocument);
  const technologiesId = useId();
  return (
    <>
      <PageHero title="Our Products" subtitle={DESCRIPTION} />
      <div className="page products">
        <PageMeta
          title="Our Products"
          description={DESCRIPTION}
          path={PUBLIC_ROUTES.products.path}
        />
        <DataState
          state={products}
          isEmpty={(data) => data.products.length === 0}
          loading={<LoadingState label="Loading products..." />}
          empty={<EmptyState title="No products are listed yet." />}
          failure={() => <ErrorState message="Failed to load products. Please try again later." />}
          success={(data) =>
            groupProductsByCategory(data.products).map((group) => (
              <CategorySection key={group.category} group={group} />
            ))
          }
        />
        <section aria-labelledby={technologiesId} className="products__section">
          <Typography.Title level={2} id={technologiesId}>
            Technologies
          </Typography.Title>
          <TechnologyCards />
        </section>
      </div>
    </>
  );
}

type ListedProduct = ProductCardProduct & { category: ProductCategory };

function CategorySection({ group }: { group: ProductGroup<ListedProduct> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="products__section">
      <Typography.Title level={2} id={headingId}>
        {group.label}
      </Typography.Title>
      {group.products.length === 0 ? (
        <Typography.Paragraph>No products in this category yet.</Typography.Paragraph>
      ) : (
        <ul className="pe-grid pe-list-reset">
          {group.products.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={{ ...product, category: group.label }}
                descriptionLength={PRODUCTS_DESCRIPTION_LENGTH}
                detailsHref={productPath(product.id)}
                showCategory={false}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
