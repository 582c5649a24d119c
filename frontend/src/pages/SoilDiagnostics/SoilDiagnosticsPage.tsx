import { usePageQuery } from '../../app/page-data';
import { useId, useState } from 'react';
import {
  CategoryFilter,
  DataState,
  EmptyState,
  errorMessage,
  ErrorState,
  inCategory,
  LinkButton,
  LoadingState,
  PageHero,
  ProductCard,
  TechnologyCard,
  Typography,
} from 'ui-kit';
import { BUILTIN_IMAGES } from '../../app/images';
import { labelledValues, PRODUCT_CATEGORY_LABELS } from '../../app/labels';
import { StaticContent } from '../../app/StaticContent';
import { PageMeta } from '../../app/meta';
import { productPath, PUBLIC_ROUTES, technologySummaryPath } from '../../app/site-routes';
import { SoilDiagnosticsProductsDocument } from '../../graphql/generated/graphql';
import { technologyPagePath } from '../SoilTechnology/technologyKey';
import { TechnologyCards } from '../Technology/TechnologyCards';
import './SoilDiagnosticsPage.css';

/** The filter: "All Products" first (the default), then the three categories. */
const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All Products' },
  ...labelledValues(PRODUCT_CATEGORY_LABELS),
];

/** Spec section 9: descriptions are cut at 150 characters on this page. */
export const SOIL_DESCRIPTION_LENGTH = 150;

const DESCRIPTION =
  'Soil diagnostics and fertility solutions for prairie farms: plant nutrition, soil health and organic products built on our Micro Extraction and NanoSorb technologies.';

/** No products at all, or none in the chosen category. */
const noProducts = <EmptyState title="No products in this category yet." />;

/**
 * /soil-diagnostics and /solutions (the same screen): technology cards, then the products
 * filtered by category on the client (all products load once; a button press only hides the
 * others).
 */
export function SoilDiagnosticsPage() {
  const { data, loading, error } = usePageQuery(SoilDiagnosticsProductsDocument);
  const [category, setCategory] = useState('all');
  const technologiesId = useId();
  const productsId = useId();
  // All products load once and stay rendered; a category only hides the others (see below).
  const products = { loading, error, data: data?.products };

  return (
    <>
      <PageMeta
        title="Soil Diagnostics & Solutions"
        description={DESCRIPTION}
        // /solutions shows the same screen; search engines get one canonical address.
        path={PUBLIC_ROUTES.soilDiagnostics.path}
      />
      {/* Text, cards and links: the server HTML is kept, never hydrated (StaticContent). */}
      <StaticContent>
        <PageHero title="Soil Diagnostics & Solutions" subtitle={DESCRIPTION} />
      </StaticContent>
      <div className="page soil">
        <StaticContent as="section" aria-labelledby={technologiesId}>
          <Typography.Title level={2} id={technologiesId}>
            Our Technologies
          </Typography.Title>
          <TechnologyCards href={technologySummaryPath} aboveTheFold>
            <li>
              <TechnologyCard
                title="Soil Diagnostics"
                description="Field-by-field soil testing and interpretation that turns lab numbers into a fertility plan you can act on."
                href={technologyPagePath('soil-diagnostics')}
                image={BUILTIN_IMAGES.soilSampling}
              />
            </li>
          </TechnologyCards>
        </StaticContent>

        <section aria-labelledby={productsId} className="soil__products">
          <Typography.Title level={2} id={productsId}>
            Our Products
          </Typography.Title>
          <CategoryFilter options={CATEGORY_OPTIONS} value={category} onChange={setCategory} />
          <DataState
            state={products}
            isEmpty={(shown) => shown.length === 0}
            loading={<LoadingState label="Loading products..." />}
            empty={noProducts}
            failure={(loadError) => (
              <ErrorState message={`Error loading products: ${errorMessage(loadError)}`} />
            )}
            success={(all) => {
              // A press hides the cards of other categories rather than removing them: the
              // answer to a tap is a few `hidden` attributes, and "All Products" has no cards to
              // build again (on a slow phone, rendering them was most of the tap's delay).
              const anyShown = all.some((product) => inCategory(product, category));
              return (
                <>
                  <ul className="pe-grid pe-list-reset" aria-label="Products" hidden={!anyShown}>
                    {all.map((product) => (
                      <StaticContent
                        as="li"
                        key={product.id}
                        hidden={!inCategory(product, category)}
                      >
                        <ProductCard
                          product={{
                            ...product,
                            category: PRODUCT_CATEGORY_LABELS[product.category],
                          }}
                          detailsHref={productPath(product.id)}
                          descriptionLength={SOIL_DESCRIPTION_LENGTH}
                          showCategory
                        />
                      </StaticContent>
                    ))}
                  </ul>
                  {anyShown ? null : noProducts}
                </>
              );
            }}
          />
        </section>

        <div>
          <LinkButton to={PUBLIC_ROUTES.home.path}>Return to Home</LinkButton>
        </div>
      </div>
    </>
  );
}
