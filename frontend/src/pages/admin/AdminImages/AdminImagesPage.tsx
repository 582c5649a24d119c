import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  DataState,
  EmptyState,
  ErrorState,
  errorMessage,
  LoadingState,
  Tabs,
  Typography,
} from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { useAdminSession, useAuthErrorEffect } from '../../../features/admin';
import { AdminImageAssetsDocument } from '../../../graphql/generated/graphql';
import { ImageGallery } from './ImageGallery';
import { ImageMetadataEditor } from './ImageMetadataEditor';
import { ImageUploadForm } from './ImageUploadForm';

type TabKey = 'browse' | 'upload';

/**
 * /admin/images: the stored images (built-in ones first, then uploads) with their metadata, and
 * an upload form. Every action is saved on the server and its toast reports the real outcome.
 */
export function AdminImagesPage() {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const [tab, setTab] = useState<TabKey>('browse');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminImageAssetsDocument, {
    context: session.context,
    fetchPolicy: 'cache-and-network',
  });
  useAuthErrorEffect(error);

  const assets = data?.imageAssets;
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
      failure={(loadError) => (
        <ErrorState
          message={`Failed to load images: ${errorMessage(loadError)}`}
          onRetry={() => void refetch()}
        />
      )}
      success={(list) => (
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
    />
  );

  return (
    <>
      <PageMeta title="Image Manager" description="The site's images." path={pathname} noindex />
      <div className="admin-page__header">
        <Typography.Title level={1}>Image Manager</Typography.Title>
        <MobileSignOut onClick={session.signOut} />
      </div>
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
