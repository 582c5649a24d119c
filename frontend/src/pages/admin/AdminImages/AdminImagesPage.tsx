import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { EmptyState, ErrorState, LoadingState, Tabs, Typography } from 'ui-kit';
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

  let browse;
  if (!assets && loading) browse = <LoadingState label="Loading images..." />;
  else if (!assets) {
    browse = (
      <ErrorState
        message={`Failed to load images: ${error?.message ?? 'Unknown error'}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (assets.length === 0) {
    browse = <EmptyState title="No images yet" description="Upload one in the other tab." />;
  } else {
    browse = (
      <div className={`admin-images${selected ? ' admin-images--selected' : ''}`}>
        <ImageGallery assets={assets} selectedId={selectedId} onSelect={setSelectedId} />
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
    );
  }

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
