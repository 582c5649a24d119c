import { usePageQuery } from '../../app/page-data';
import { Alert } from 'antd';
import {
  AntdScope,
  DataState,
  EmptyState,
  ErrorState,
  errorMessage,
  LoadingState,
  PageHero,
  Tabs,
  Typography,
  VideoCard,
} from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import {
  VideosCategoriesDocument,
  type VideosCategoriesQuery,
} from '../../graphql/generated/graphql';
import { videoTags } from './videoTags';
import './VideosPage.css';

type VideoCategory = VideosCategoriesQuery['videoCategories'][number];

/** Served by the backend (public/images/tote.svg): the 1000L IBC tote every product ships in. */
export const TOTE_THUMBNAIL = '/images/tote.svg';

/**
 * /videos: one tab per category ("Product Features", "Product Information", "Customer
 * Testimonials"), each with its topic tags and a grid of video cards. Available videos link out to
 * the video site in a new tab; the others show a disabled "Coming Soon" button.
 */
export function VideosPage() {
  const categories = usePageQuery(VideosCategoriesDocument);

  return (
    <AntdScope>
      <PageHero
        title="Videos"
        subtitle="Product features, handling tips and stories from growers across Alberta and Saskatchewan."
      />
      <div className="page videos-page">
        <PageMeta
          title="Videos"
          description="Watch how our fertilizers, NanoSorb and Micro Extraction technologies work in the field, how to handle our totes, and what prairie growers say about their results."
          path={PUBLIC_ROUTES.videos.path}
        />
        {/* Spec: "All videos are shown as available in 1000L IBC tote containers." */}
        <Alert
          className="videos-page__note"
          type="info"
          showIcon
          // A standing note, not an alert that interrupts a screen reader.
          role="note"
          title="Every product shown in these videos is available in 1000L IBC tote containers."
        />

        <DataState
          state={categories}
          isEmpty={(data) => data.videoCategories.length === 0}
          loading={<LoadingState label="Loading videos..." />}
          empty={<EmptyState title="No videos yet" description="Please check back soon." />}
          failure={(error) => (
            <ErrorState message={`Error loading videos: ${errorMessage(error)}`} />
          )}
          success={(data) => (
            <Tabs
              items={data.videoCategories.map((category) => ({
                key: category.id,
                label: category.name,
                content: <VideoCategoryPanel category={category} />,
              }))}
            />
          )}
        />
      </div>
    </AntdScope>
  );
}

function VideoCategoryPanel({ category }: { category: VideoCategory }) {
  const tags = videoTags(category.videos.map((video) => video.title));
  return (
    <>
      <Typography.Title level={2} className="pe-visually-hidden">
        {category.name}
      </Typography.Title>
      {/* Topics are plain text, not pills: pills look like filters to press, and these are not. */}
      {tags.length > 0 ? (
        <div className="videos-page__topics">
          <span aria-hidden="true">Topics:</span>
          <ul className="videos-page__tags pe-list-reset" aria-label={`${category.name} topics`}>
            {tags.map((tag) => (
              <li key={tag} className="videos-page__tag">
                {tag}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {category.videos.length === 0 ? (
        <EmptyState title="No videos in this category yet" description="Please check back soon." />
      ) : (
        <ul className="pe-grid pe-grid--thirds pe-list-reset">
          {category.videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} fallbackThumbnailUrl={TOTE_THUMBNAIL} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
