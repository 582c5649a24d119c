import { usePageQuery } from '../../app/page-data';
import { useLocation, useParams } from 'react-router';
import { ProductDetailDocument } from '../../graphql/generated/graphql';
import { recordState } from '../../graphql/notFound';
import { parseProductId } from './productId';
import { ProductRecord } from './ProductRecord';
import { ProductNotFound } from './ProductNotFound';

/**
 * /products/{id}, /soil-diagnostics/{id} and /solutions/{id}. A segment that is not a number
 * shows "Product Not Found" without asking the server (spec section 5).
 */
export function ProductDetailPage() {
  const { pathname } = useLocation();
  const id = parseProductId(useParams().id);
  const query = usePageQuery(ProductDetailDocument, {
    variables: { id: id ?? '' },
    skip: id === null,
    // Keep the `null` of a NOT_FOUND answer: the server-rendered page hands its data to the
    // browser, which then hydrates the same not-found screen without asking again.
    errorPolicy: 'all',
  });
  if (id === null) return <ProductNotFound path={pathname} />;
  // A NOT_FOUND answer is the empty branch: "Product Not Found".
  return <ProductRecord state={recordState(query, query.data?.product)} pathname={pathname} />;
}
