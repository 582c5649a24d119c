import { useId } from 'react';
import { Button } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { CARD_IMAGE_SIZES, FallbackImage, type ResponsiveImage } from '../FallbackImage';
import { Heading } from '../shared/Heading';
import type { HeadingLevel } from '../shared/Heading';
import { LinkButton } from '../shared/LinkButton';
import { TOTE_IMAGE } from '../shared/placeholders';
import { Card } from '../shared/Card';
import { Typography } from '../shared/Typography';
import { AntdScope } from '../theme/AntdScope';

export interface VideoCardVideo {
  title: string;
  description: string;
  /** External video page, opened in a new tab. */
  url: string;
  thumbnailUrl?: string | null;
  /** The thumbnail with its size and variants; preferred to `thumbnailUrl`. */
  thumbnail?: ResponsiveImage | null;
  isAvailable: boolean;
}

export interface VideoCardProps {
  video: VideoCardVideo;
  /** Shown when the thumbnail is missing or broken (the site passes its tote photo). */
  fallbackThumbnailUrl?: string;
  headingLevel?: HeadingLevel;
  loading?: boolean;
}

export function VideoCard({
  video,
  fallbackThumbnailUrl = TOTE_IMAGE,
  headingLevel = 3,
  loading = false,
}: VideoCardProps) {
  const headingId = useId();
  return (
    <AntdScope>
      <Card
        className="pe-card"
        loading={loading}
        cover={
          loading ? undefined : (
            <FallbackImage
              className="pe-card__media pe-card__media--wide"
              image={video.thumbnail}
              src={video.thumbnailUrl}
              sizes={CARD_IMAGE_SIZES}
              fallbackSrc={fallbackThumbnailUrl}
              alt=""
            />
          )
        }
      >
        <Heading level={headingLevel} id={headingId}>
          {video.title}
        </Heading>
        <Typography.Paragraph className="pe-card__muted">{video.description}</Typography.Paragraph>
        <div className="pe-card__footer">
          {video.isAvailable ? (
            <LinkButton
              to={video.url}
              external
              variant="primary"
              icon={<PlayCircleOutlined aria-hidden="true" />}
              describedBy={headingId}
            >
              Watch Video
            </LinkButton>
          ) : (
            <Button disabled aria-describedby={headingId}>
              Coming Soon
            </Button>
          )}
        </div>
      </Card>
    </AntdScope>
  );
}
