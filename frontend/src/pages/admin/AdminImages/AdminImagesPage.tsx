import { PagedList, usePagedQuery } from '../../../features/admin/PagedList';
import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { useMemo, useState } from 'react';
import { Tabs } from 'ui-kit';
import { AdminImageAssetsDocument } from '../../../graphql/generated/admin/graphql';
import { MAX_PAGE_SIZE } from '../../../graphql/pagination';
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
  const list = usePagedQuery(
    AdminImageAssetsDocument,
    { first: MAX_PAGE_SIZE },
    (data) => data.imageAssets,
  );

  const { data, refetch, connection } = list;
  const assets = useMemo(() => connection?.edges.map((edge) => edge.node), [connection]);
  const categories = data?.imageCategories ?? [];
  const selected = assets?.find((asset) => asset.id === selectedId) ?? null;

  const browse = (
    <PagedList
      list={list}
      what="images"
      noun="images"
      empty={{ title: 'No images yet', description: 'Upload one in the other tab.' }}
    >
      {(list) => (
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
      )}
    </PagedList>
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
