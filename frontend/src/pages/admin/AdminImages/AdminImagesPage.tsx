import { loadFailure } from '../../../features/admin/LoadFailure';
import { morePages } from '../../../features/admin/records/recordPage';
import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { DataState, EmptyState, LoadingState, Tabs } from 'ui-kit';
import { AdminImageAssetsDocument } from '../../../graphql/generated/admin/graphql';
import { MAX_PAGE_SIZE } from '../../../graphql/pagination';
import { LoadMore } from 'ui-kit/admin';
import { ImageGallery } from './ImageGallery';
import { ImageMetadataEditor } from './ImageMetadataEditor';
import { ImageUploadForm } from './ImageUploadForm';

type TabKey = 'browse' | 'upload';

/**
 * /admin/images: the stored images (built-in ones first, then uploads) with their metadata, and
 * an upload form. Every action is saved on the server and its toast reports the real outcome.
 */
export function AdminImagesPage() {
  const [tab, setTab] = useState<TabKey>('browse');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The API's largest page first (the 13 built-in images and the first uploads), then a page more
  // with each "Load more". A refetch (after an upload or a delete) starts again from the first.
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminImageAssetsDocument, {
    variables: { first: MAX_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  const connection = data?.imageAssets;
  const assets = useMemo(() => connection?.edges.map((edge) => edge.node), [connection]);
  const categories = data?.imageCategories ?? [];
  const selected = assets?.find((asset) => asset.id === selectedId) ?? null;

  const browse = (
    <DataState
      state={{ loading, error, data: assets }}
      // cache-and-network: the images on screen stay while they refresh, even if refreshing fails.
      keepDataOnError
      isEmpty={(list) => list.length === 0}
      loading={<LoadingState label="Loading images..." />}
      empty={<EmptyState title="No images yet" description="Upload one in the other tab." />}
      failure={loadFailure('images', refetch)}
      success={(list) => (
        <>
          <div className={`admin-images${selected ? ' admin-images--selected' : ''}`}>
            <ImageGallery assets={list} selectedId={selectedId} onSelect={setSelectedId} />
            {selected ? (
              <ImageMetadataEditor
                key={selected.id}
                asset={selected}
                categories={categories}
                onDeleted={() => {
                  setSelectedId(null);
                  void refetch();
                }}
              />
            ) : null}
          </div>
          <LoadMore noun="images" {...morePages(connection, fetchMore, list.length)} />
        </>
      )}
    />
  );

  return (
    <>
      <AdminScreenHeader title="Image Manager" description="The site's images." />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          { key: 'browse', label: 'Browse Images', content: browse },
          {
            key: 'upload',
            label: 'Upload New Image',
            content: (
              <ImageUploadForm
                categories={categories}
                onUploaded={(image) => {
                  void refetch().then(() => {
                    setSelectedId(String(image.id));
                    setTab('browse');
                  });
                }}
              />
            ),
          },
        ]}
      />
    </>
  );
}
