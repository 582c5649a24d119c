import { usePageQuery } from '../../app/page-data';
import { useLocation, useParams } from 'react-router';
import { ProductBySlugDocument } from '../../graphql/generated/graphql';
import { recordState } from '../../graphql/notFound';
import { ProductRecord } from './ProductRecord';

/** /solutions/products/{slug}: the Related Products links of the technology page. */
export function ProductBySlugPage() {
  const { pathname } = useLocation();
  const slug = useParams().slug ?? '';
  const query = usePageQuery(ProductBySlugDocument, {
    variables: { slug },
    // Keep the `null` of a NOT_FOUND answer in the cache: the server-rendered page hands its
    // cache to the browser, which then hydrates the same not-found screen without asking again.
    errorPolicy: 'all',
  });
  // A NOT_FOUND answer is the empty branch: "Product Not Found".
  return (
    <ProductRecord state={recordState(query, query.data?.productBySlug)} pathname={pathname} />
  );
}
