import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { DataState, ErrorState, LoadingState, errorMessage } from 'ui-kit';
import { ProductBySlugDocument } from '../../graphql/generated/graphql';
import { recordState } from '../../graphql/notFound';
import { ProductDetailView } from './ProductDetailView';
import { ProductNotFound } from './ProductNotFound';

/** /solutions/products/{slug}: the Related Products links of the technology page. */
export function ProductBySlugPage() {
  const { pathname } = useLocation();
  const slug = useParams().slug ?? '';
  const query = useQuery(ProductBySlugDocument, {
    variables: { slug },
    // Keep the `null` of a NOT_FOUND answer in the cache: the server-rendered page hands its
    // cache to the browser, which then hydrates the same not-found screen without asking again.
    errorPolicy: 'all',
  });
  return (
    <DataState
      // A NOT_FOUND answer is the empty branch: "Product Not Found".
      state={recordState(query, query.data?.productBySlug)}
      loading={<LoadingState label="Loading product information..." />}
      empty={<ProductNotFound path={pathname} />}
      failure={(error) => (
        <div className="page">
          <ErrorState message={`Error loading product: ${errorMessage(error)}`} />
        </div>
      )}
      success={(product) => <ProductDetailView product={product} />}
    />
  );
}
