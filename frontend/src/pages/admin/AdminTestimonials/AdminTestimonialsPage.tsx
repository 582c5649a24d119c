import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink, LinkButton, Typography, useToast } from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../app/site-routes';
import { useAdminSession, useRequestFailed } from '../../../features/admin';
import {
  AdminDeleteTestimonialDocument,
  AdminMoveTestimonialDocument,
  AdminTestimonialsDocument,
  type AdminTestimonialFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { RecordTable } from 'ui-kit/admin';
import { nextPage, recordPage } from '../../../features/admin/records/recordPage';
import { MoveButtons } from 'ui-kit/admin';

const PAGE_SIZE = 25;

/** The editor of one testimonial: /admin/testimonials/{id}, or /admin/testimonials/new. */
export const testimonialEditPath = (id: string | 'new') =>
  `${ADMIN_SECTIONS.testimonials.path}/${id}`;

/** "★★★★☆": a rating as the site shows it, with the number for screen readers. */
export const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/**
 * /admin/testimonials: every testimonial in the order the home page shows them, searched on the
 * server, a page at a time; each can be moved up or down, edited or deleted.
 */
export function AdminTestimonialsPage() {
  const session = useAdminSession();
  const toast = useToast();
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminTestimonialsDocument, {
    variables: { first: PAGE_SIZE, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [move, moving] = useMutation(AdminMoveTestimonialDocument);
  const [remove] = useMutation(AdminDeleteTestimonialDocument);
  const connection = data?.adminTestimonials;

  const failed = useRequestFailed();

  const moveTo = async (row: AdminTestimonialFieldsFragment, position: number) => {
    if (moving.loading) return;
    try {
      const payload = (await move({ variables: { id: row.id, position } })).data?.moveTestimonial;
      if (!payload?.testimonial) {
        toast.error(
          'Not moved',
          payload?.userErrors[0]?.message ?? 'The testimonial was not moved.',
        );
      } else {
        toast.success('Moved', `${row.customerName} is now number ${position} on the site.`);
      }
      await refetch();
    } catch (problem) {
      failed(problem);
    }
  };

  const confirmDelete = (row: AdminTestimonialFieldsFragment) => {
    Modal.confirm({
      title: `Delete the testimonial of ${row.customerName}?`,
      content: 'It disappears from the home page at once. Its versions stay in the history.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const payload = (await remove({ variables: { id: row.id } })).data?.deleteTestimonial;
          if (!payload?.deletedId) {
            toast.error('Not deleted', payload?.userErrors[0]?.message ?? 'Nothing was deleted.');
            return;
          }
          toast.success('Deleted', `The testimonial of ${row.customerName} was deleted.`);
          await refetch();
        } catch (problem) {
          failed(problem);
        }
      },
    });
  };

  return (
    <>
      <PageMeta
        title="Testimonials"
        description="Edit and order the testimonials of the home page."
        path={pathname}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>Testimonials</Typography.Title>
        <LinkButton to={testimonialEditPath('new')} variant="primary">
          New Testimonial
        </LinkButton>
        <MobileSignOut onClick={session.signOut} />
      </div>
      <div className="admin-filters" role="search">
        <Input.Search
          aria-label="Search testimonials"
          placeholder="Search quotes, names and farms"
          allowClear
          onSearch={(value) => setSearch(value.trim())}
        />
      </div>
      <RecordTable<AdminTestimonialFieldsFragment>
        label="Testimonials"
        noun="testimonials"
        page={recordPage(connection)}
        loading={loading}
        error={error}
        loadingLabel="Loading testimonials..."
        empty={
          search
            ? { title: 'No testimonials match', description: 'Try other words.' }
            : { title: 'No testimonials yet', description: 'Add the first one.' }
        }
        failure="Failed to load testimonials"
        onRetry={() => void refetch()}
        onLoadMore={() => fetchMore(nextPage(connection))}
        columns={[
          {
            title: 'Place',
            dataIndex: 'sortOrder',
            render: (sortOrder: number, row) => (
              <MoveButtons
                position={sortOrder + 1}
                // Without a search the list's total is every testimonial; with one the
                // server refuses a place past the end, which the toast reports.
                last={!search && sortOrder + 1 >= (connection?.totalCount ?? 0)}
                name={row.customerName}
                onMove={(position) => void moveTo(row, position)}
              />
            ),
          },
          {
            title: 'Customer',
            dataIndex: 'customerName',
            render: (name: string, row) => (
              <AppLink to={testimonialEditPath(row.id)}>{name}</AppLink>
            ),
          },
          {
            title: 'Rating',
            dataIndex: 'rating',
            render: (rating: number) => (
              <span aria-label={`${rating} of 5 stars`}>{stars(rating)}</span>
            ),
          },
          {
            title: 'Testimonial',
            dataIndex: 'content',
            render: (content: string) => (
              <span className="admin-excerpt">
                {content.length > 90 ? `${content.slice(0, 90)}…` : content}
              </span>
            ),
          },
          {
            title: 'Delete',
            render: (_, row) => (
              <Button
                danger
                size="small"
                aria-label={`Delete the testimonial of ${row.customerName}`}
                onClick={() => confirmDelete(row)}
              >
                Delete
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
