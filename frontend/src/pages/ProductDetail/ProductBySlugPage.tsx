import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { ErrorState, LoadingState, errorMessage } from 'ui-kit';
import { ProductBySlugDocument } from '../../graphql/generated/graphql';
import { isNotFoundError } from '../../graphql/notFound';
import { ProductDetailView } from './ProductDetailView';
import { ProductNotFound } from './ProductNotFound';

/** /solutions/products/{slug}: the Related Products links of the technology page. */
export function ProductBySlugPage() {
  const { pathname } = useLocation();
  const slug = useParams().slug ?? '';
  const { data, loading, error } = useQuery(ProductBySlugDocument, {
    variables: { slug },
    // Keep the `null` of a NOT_FOUND answer in the cache: the server-rendered page hands its
    // cache to the browser, which then hydrates the same not-found screen without asking again.
    errorPolicy: 'all',
  });
  if (loading) return <LoadingState label="Loading product information..." />;
  if (error && !isNotFoundError(error)) {
    return (
      <div className="page">
        <ErrorState message={`Error loading product: ${errorMessage(error)}`} />
      </div>
    );
  }
  if (!data?.productBySlug) return <ProductNotFound path={pathname} />;
  return <ProductDetailView product={data.productBySlug} />;
}
