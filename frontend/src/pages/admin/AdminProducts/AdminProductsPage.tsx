import { labelledValues, PRODUCT_CATEGORY_LABELS } from '../../../app/labels';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  linkColumn,
  optionalFilter,
  RecordListScreen,
  type ListConfig,
} from '../../../features/admin/records/RecordListScreen';
import { listOf } from '../../../features/admin/records/recordWords';
import {
  AdminProductsDocument,
  type AdminProductsQuery,
  type ProductCategory,
} from '../../../graphql/generated/admin-products/graphql';

type ProductRow = AdminProductsQuery['adminProducts']['edges'][number]['node'];

/** The three categories as a Select's options, in display order. */
export const CATEGORY_OPTIONS = labelledValues(PRODUCT_CATEGORY_LABELS);

const PRODUCTS: ListConfig<ProductRow, AdminProductsQuery, ProductCategory | undefined> = {
  ...listOf(ADMIN_SECTIONS.products, {
    what: 'products',
    emptySearch: {
      title: 'No products match',
      description: 'Try other words or another category.',
    },
  }),
  description: 'Edit the products.',
  search: 'Search names and categories',
  filter: optionalFilter('Filter by category', 'All categories', CATEGORY_OPTIONS, 'category'),
  query: AdminProductsDocument,
  columns: [
    linkColumn('Name', 'name', ADMIN_SECTIONS.products.recordPath),
    {
      title: 'Category',
      dataIndex: 'category',
      render: (value: ProductCategory) => PRODUCT_CATEGORY_LABELS[value],
    },
    {
      title: 'Certifications',
      key: 'certifications',
      render: (_: unknown, row) => row.certifications.length,
    },
  ],
};

/**
 * /admin/products: every product in the site's order, searched by name or category and filtered
 * by category on the server, a page at a time, with a way to add one.
 */
export const AdminProductsPage = () => <RecordListScreen config={PRODUCTS} />;
