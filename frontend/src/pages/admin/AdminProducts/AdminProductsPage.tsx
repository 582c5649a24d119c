import { useQuery } from '@apollo/client/react';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink, LinkButton, Typography } from 'ui-kit';
import { PRODUCT_CATEGORY_LABELS } from '../../../app/labels';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { useAdminSession } from '../../../features/admin';
import {
  AdminProductsDocument,
  type AdminProductsQuery,
  type ProductCategory,
} from '../../../graphql/generated/admin/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { RecordTable } from 'ui-kit/admin';
import { nextPage, recordPage } from '../../../features/admin/records/recordPage';

const PAGE_SIZE = 25;

type ProductRow = AdminProductsQuery['adminProducts']['edges'][number]['node'];

/** The three categories as a Select's options, in display order. */
export const CATEGORY_OPTIONS = Object.entries(PRODUCT_CATEGORY_LABELS).map(([value, label]) => ({
  value: value as ProductCategory,
  label,
}));

/** The editor of one product: /admin/products/{id}, or /admin/products/new. */
export const productEditPath = (id: string | 'new') => `${ADMIN_SECTIONS.products.path}/${id}`;

/**
 * /admin/products: every product in the site's order, searched by name or category and filtered
 * by category on the server, a page at a time, with a way to add one.
 */
export function AdminProductsPage() {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ProductCategory | undefined>();
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminProductsDocument, {
    variables: { first: PAGE_SIZE, search: search || null, category: category ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.adminProducts;
  const filtered = Boolean(search || category);

  return (
    <>
      <PageMeta title="Products" description="Edit the products." path={pathname} noindex />
      <div className="admin-page__header">
        <Typography.Title level={1}>Products</Typography.Title>
        <LinkButton to={productEditPath('new')} variant="primary">
          New Product
        </LinkButton>
        <MobileSignOut onClick={session.signOut} />
      </div>
      <div className="admin-filters" role="search">
        <Input.Search
          aria-label="Search products"
          placeholder="Search names and categories"
          allowClear
          onSearch={(value) => setSearch(value.trim())}
        />
        <Select
          aria-label="Filter by category"
          placeholder="All categories"
          allowClear
          value={category}
          onChange={(value) => setCategory(value)}
          options={CATEGORY_OPTIONS}
        />
      </div>
      <RecordTable<ProductRow>
        label="Products"
        noun="products"
        page={recordPage(connection)}
        loading={loading}
        error={error}
        loadingLabel="Loading products..."
        empty={
          filtered
            ? { title: 'No products match', description: 'Try other words or another category.' }
            : { title: 'No products yet', description: 'Add the first one.' }
        }
        failure="Failed to load products"
        onRetry={() => void refetch()}
        onLoadMore={() => fetchMore(nextPage(connection))}
        columns={[
          {
            title: 'Name',
            dataIndex: 'name',
            render: (name: string, row) => <AppLink to={productEditPath(row.id)}>{name}</AppLink>,
          },
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
        ]}
      />
    </>
  );
}
