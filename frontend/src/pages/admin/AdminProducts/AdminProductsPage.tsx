import { labelledValues, PRODUCT_CATEGORY_LABELS } from '../../../app/labels';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { optionalFilter, recordList, RecordListScreen } from '../../../features/admin/records';
import { ProductListDocuments } from '../../../graphql/generated/admin-products/graphql';

/** The three categories as a Select's options, in display order. */
export const CATEGORY_OPTIONS = labelledValues(PRODUCT_CATEGORY_LABELS);

const PRODUCTS = recordList(ADMIN_SECTIONS.products, {
  what: 'products',
  emptySearch: {
    title: 'No products match',
    description: 'Try other words or another category.',
  },
  description: 'Edit the products.',
  search: 'Search names and categories',
  filter: optionalFilter('Filter by category', 'All categories', CATEGORY_OPTIONS, 'category'),
  documents: ProductListDocuments,
  columns: ({ link, labelled }) => [
    link('Name', 'name'),
    labelled('Category', 'category', PRODUCT_CATEGORY_LABELS),
    {
      title: 'Certifications',
      key: 'certifications',
      render: (_: unknown, row) => row.certifications.length,
    },
  ],
});

/**
 * /admin/products: every product in the site's order, searched by name or category and filtered
 * by category on the server, a page at a time, with a way to add one.
 */
export const AdminProductsPage = () => <RecordListScreen config={PRODUCTS} />;
