import { loadFailure } from '../../../features/admin/LoadFailure';
import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataState, EmptyState, LinkButton, LoadingState } from 'ui-kit';
import { RecordList } from 'ui-kit/admin';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { useRequestFailed } from '../../../features/admin';
import {
  deleteQuestion,
  deletion,
  inOrder,
  linkColumn,
  useRecordList,
  type ListConfig,
} from '../../../features/admin/records/RecordListScreen';
import { listWords } from '../../../features/admin/records/recordWords';
import {
  AdminDeleteVideoDocument,
  AdminMoveVideoDocument,
  AdminVideoCategoriesDocument,
  AdminVideosDocument,
  type AdminVideoCategoryFieldsFragment,
  type AdminVideoFieldsFragment,
  type AdminVideosQuery,
} from '../../../graphql/generated/admin-videos/graphql';
import { VideoCategoriesPanel } from './VideoCategoriesPanel';

type Video = AdminVideoFieldsFragment;

/** The editor of one video: /admin/videos/{id}, or /admin/videos/new (in tab `category`). */
export const videoEditPath = (id: string | 'new', category?: string) =>
  `${ADMIN_SECTIONS.videos.path}/${id}${category ? `?category=${encodeURIComponent(category)}` : ''}`;

/** What the site shows for a video: its link, or a disabled "Coming Soon" button. */
export const availabilityLabel = (isAvailable: boolean) =>
  isAvailable ? 'Available' : 'Coming Soon';

/** The question before a video is deleted, in its tab's list and in its editor. */
export const videoDeleteQuestion = (video: { title: string }) =>
  deleteQuestion(video.title, ['its card on the videos page, at once']);

/**
 * /admin/videos: the tabs of the videos page (VideoCategoriesPanel), then the videos of one tab
 * (`?category=<id>`, the first tab without it) in the order the site shows them, searched on the
 * server, a page at a time; each can be moved up or down within its tab, edited or deleted.
 */
export function AdminVideosPage() {
  const [params, setParams] = useSearchParams();
  const failed = useRequestFailed();
  const tabs = useQuery(AdminVideoCategoriesDocument, { fetchPolicy: 'cache-and-network' });
  const categories = tabs.data?.adminVideoCategories;
  const chosen =
    categories?.find((category) => category.id === params.get('category')) ?? categories?.[0];
  const select = (id: string) => setParams({ category: id }, { replace: true });

  return (
    <>
      <AdminScreenHeader title="Videos" description="Edit and order the videos page and its tabs.">
        <LinkButton to={videoEditPath('new', chosen?.id)} variant="primary">
          New Video
        </LinkButton>
      </AdminScreenHeader>
      <DataState
        state={{ loading: tabs.loading, error: tabs.error, data: categories }}
        keepDataOnError
        loading={<LoadingState label="Loading the categories..." />}
        failure={loadFailure('the categories', tabs.refetch)}
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

/** The list of one tab's videos, declared as every content type's list. */
const categoryVideos = (
  category: AdminVideoCategoryFieldsFragment,
): ListConfig<Video, AdminVideosQuery> => ({
  title: `Videos in ${category.name}`,
  description: 'Edit and order the videos page and its tabs.',
  search: 'Search titles and descriptions',
  ...listWords('video', 'videos', {
    empty: { title: 'No videos in this category yet', description: 'Add the first video.' },
  }),
  query: AdminVideosDocument,
  filter: {
    initial: undefined,
    variables: () => ({ categoryId: category.id }),
    render: () => null,
  },
  columns: [
    {
      title: 'Thumbnail',
      dataIndex: 'thumbnailUrl',
      render: (thumbnailUrl: string) => <img src={thumbnailUrl} alt="" width={64} height={36} />,
    },
    linkColumn('Title', 'title', videoEditPath),
    { title: 'On the site', dataIndex: 'isAvailable', render: availabilityLabel },
  ],
  move: inOrder(AdminMoveVideoDocument, 'video', `of ${category.name}`),
  remove: deletion(AdminDeleteVideoDocument, videoDeleteQuestion),
});

/** One tab's videos in their order, searched on the server, with move, edit and delete. */
function CategoryVideos({ category, categories, onSelect, onChanged }: CategoryVideosProps) {
  const [config] = useState(() => categoryVideos(category));
  // A delete changes the tabs' video counts too.
  const list = useRecordList(config, onChanged);
  return (
    <section className="admin-video-list" aria-label={config.title}>
      <RecordList<Video>
        {...list}
        title={config.title}
        headingLevel={2}
        filters={
          <Select
            aria-label="Category"
            value={category.id}
            onChange={onSelect}
            options={categories.map(({ id, name }) => ({ value: id, label: name }))}
          />
        }
      />
    </section>
  );
}
