import { NotFound } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { HttpStatus } from '../../app/render-context';
import { PRODUCTS_HOME } from './ProductDetailView';

/** Spec section 2: a non-numeric id or a missing product. Answers 404, out of search engines. */
export function ProductNotFound({ path }: { path: string }) {
  return (
    <>
      <HttpStatus code={404} />
      <PageMeta
        title="Product Not Found"
        description="The product you are looking for does not exist or has been removed."
        path={path}
        noindex
      />
      <NotFound
        title="Product Not Found"
        message="Sorry, the product you're looking for doesn't exist or has been removed"
        actionHref={PRODUCTS_HOME}
        actionLabel="Return to Products"
      />
    </>
  );
}
