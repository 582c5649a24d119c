import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Input, Modal, Select } from 'antd';
import { useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  AppLink,
  DataState,
  EmptyState,
  ErrorState,
  errorMessage,
  LinkButton,
  LoadingState,
  Typography,
} from 'ui-kit';
import { RecordTable } from 'ui-kit/admin';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../app/site-routes';
import { useAdminSession, useRequestFailed } from '../../../features/admin';
import {
  AdminDeleteVideoDocument,
  AdminMoveVideoDocument,
  AdminVideoCategoriesDocument,
  AdminVideosDocument,
  type AdminVideoCategoryFieldsFragment,
  type AdminVideoFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { MoveButtons } from 'ui-kit/admin';
import { nextPage, recordPage } from '../../../features/admin/records/recordPage';
import { useListAction } from '../../../features/admin/records/useListAction';
import { VideoCategoriesPanel } from './VideoCategoriesPanel';

const PAGE_SIZE = 25;

/** The editor of one video: /admin/videos/{id}, or /admin/videos/new (in tab `category`). */
export const videoEditPath = (id: string | 'new', category?: string) =>
  `${ADMIN_SECTIONS.videos.path}/${id}${category ? `?category=${encodeURIComponent(category)}` : ''}`;

/** What the site shows for a video: its link, or a disabled "Coming Soon" button. */
export const availabilityLabel = (isAvailable: boolean) =>
  isAvailable ? 'Available' : 'Coming Soon';

/**
 * /admin/videos: the tabs of the videos page (VideoCategoriesPanel), then the videos of one tab
 * (`?category=<id>`, the first tab without it) in the order the site shows them, searched on the
 * server, a page at a time; each can be moved up or down within its tab, edited or deleted.
 */
export function AdminVideosPage() {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const failed = useRequestFailed();
  const tabs = useQuery(AdminVideoCategoriesDocument, { fetchPolicy: 'cache-and-network' });
  const categories = tabs.data?.adminVideoCategories;
  const chosen =
    categories?.find((category) => category.id === params.get('category')) ?? categories?.[0];
  const select = (id: string) => setParams({ category: id }, { replace: true });

  return (
    <>
      <PageMeta
        title="Videos"
        description="Edit and order the videos page and its tabs."
        path={pathname}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>Videos</Typography.Title>
        <LinkButton to={videoEditPath('new', chosen?.id)} variant="primary">
          New Video
        </LinkButton>
        <MobileSignOut onClick={session.signOut} />
      </div>
      <DataState
        state={{ loading: tabs.loading, error: tabs.error, data: categories }}
        keepDataOnError
        loading={<LoadingState label="Loading the categories..." />}
        failure={(loadError) => (
          <ErrorState
            message={`Failed to load the categories: ${errorMessage(loadError)}`}
            onRetry={() => void tabs.refetch()}
          />
        )}
        success={(list) => (
          <>
            <VideoCategoriesPanel
              categories={list}
              selectedId={chosen?.id}
              onSelect={select}
              onChanged={() => tabs.refetch()}
              failed={failed}
            />
            {chosen ? (
              <CategoryVideos
                key={chosen.id}
                category={chosen}
                categories={list}
                onSelect={select}
                onChanged={() => tabs.refetch()}
              />
            ) : (
              <EmptyState
                title="No categories yet"
                description="Add a category first: each one is a tab of the videos page."
              />
            )}
          </>
        )}
      />
    </>
  );
}

interface CategoryVideosProps {
  category: AdminVideoCategoryFieldsFragment;
  categories: readonly AdminVideoCategoryFieldsFragment[];
  onSelect: (id: string) => void;
  /** After a delete: the tabs' video counts change. */
  onChanged: () => Promise<unknown>;
}

/** One tab's videos in their order, searched on the server, with move, edit and delete. */
function CategoryVideos({ category, categories, onSelect, onChanged }: CategoryVideosProps) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminVideosDocument, {
    variables: { categoryId: category.id, first: PAGE_SIZE, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [move, moving] = useMutation(AdminMoveVideoDocument);
  const [remove] = useMutation(AdminDeleteVideoDocument);
  const connection = data?.adminVideos;

  // A delete changes the tabs' video counts too.
  const act = useListAction(() => Promise.all([refetch(), onChanged()]));

  const moveTo = (row: AdminVideoFieldsFragment, position: number) => {
    if (moving.loading) return;
    void act(
      async () => {
        const payload = (await move({ variables: { id: row.id, position } })).data?.moveVideo;
        return { done: Boolean(payload?.video), userErrors: payload?.userErrors };
      },
      {
        success: ['Moved', `${row.title} is now number ${position} of ${category.name}.`],
        failure: ['Not moved', 'The video was not moved.'],
      },
    );
  };

  const confirmDelete = (row: AdminVideoFieldsFragment) => {
    Modal.confirm({
      title: `Delete ${row.title}?`,
      content: 'It disappears from the videos page at once. Its versions stay in the history.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        act(
          async () => {
            const payload = (await remove({ variables: { id: row.id } })).data?.deleteVideo;
            return { done: Boolean(payload?.deletedId), userErrors: payload?.userErrors };
          },
          {
            success: ['Deleted', `${row.title} was deleted.`],
            failure: ['Not deleted', 'Nothing was deleted.'],
          },
        ),
    });
  };

  return (
    <section className="admin-video-list" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        Videos in {category.name}
      </Typography.Title>
      <div className="admin-filters" role="search">
        <Select
          aria-label="Category"
          value={category.id}
          onChange={onSelect}
          options={categories.map(({ id, name }) => ({ value: id, label: name }))}
        />
        <Input.Search
          aria-label="Search the videos"
          placeholder="Search titles and descriptions"
          allowClear
          onSearch={(value) => setSearch(value.trim())}
        />
      </div>
      <RecordTable<AdminVideoFieldsFragment>
        label={`Videos in ${category.name}`}
        noun="videos"
        page={recordPage(connection)}
        loading={loading}
        error={error}
        loadingLabel="Loading the videos..."
        empty={
          search
            ? { title: 'No video matches', description: 'Try other words.' }
            : { title: 'No videos in this category yet', description: 'Add the first video.' }
        }
        failure="Failed to load the videos"
        onRetry={() => void refetch()}
        onLoadMore={() => fetchMore(nextPage(connection))}
        columns={[
          {
            title: 'Place',
            dataIndex: 'sortOrder',
            render: (sortOrder: number, row) => (
              <MoveButtons
                position={sortOrder + 1}
                // With a search the server refuses a place past the end (a toast says so).
                last={!search && sortOrder + 1 >= (connection?.totalCount ?? 0)}
                name={row.title}
                onMove={(position) => void moveTo(row, position)}
              />
            ),
          },
          {
            title: 'Thumbnail',
            dataIndex: 'thumbnailUrl',
            render: (thumbnailUrl: string) => (
              <img src={thumbnailUrl} alt="" width={64} height={36} />
            ),
          },
          {
            title: 'Title',
            dataIndex: 'title',
            render: (title: string, row) => <AppLink to={videoEditPath(row.id)}>{title}</AppLink>,
          },
          { title: 'On the site', dataIndex: 'isAvailable', render: availabilityLabel },
          {
            title: 'Delete',
            render: (_, row) => (
              <Button
                danger
                size="small"
                aria-label={`Delete ${row.title}`}
                onClick={() => confirmDelete(row)}
              >
                Delete
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
