import { DataState, ErrorState, LoadingState, errorMessage, type DataStateValue } from 'ui-kit';
import type { ProductDetailFieldsFragment } from '../../graphql/generated/graphql';
import { ProductDetailView } from './ProductDetailView';
import { ProductNotFound } from './ProductNotFound';

/**
 * A product page's four states, for every address of a product (by id and by slug): loading,
 * "Product Not Found" (a NOT_FOUND answer, see recordState), the error, the product.
 */
export function ProductRecord({
  state,
  pathname,
}: {
  state: DataStateValue<ProductDetailFieldsFragment | null>;
  pathname: string;
}) {
  return (
    <DataState
      state={state}
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
