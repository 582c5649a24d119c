import { Typography as AntdTypography } from 'antd';
import { FallbackImage, PHONE_ROW_CARD_IMAGE_SIZES, type ResponsiveImage } from '../FallbackImage';
import { Heading } from '../shared/Heading';
import type { HeadingLevel } from '../shared/Heading';
import { Card } from '../shared/Card';
import { Typography } from '../shared/Typography';
import { AntdScope } from '../theme/AntdScope';

export interface TeamMember {
  name: string;
  role: string;
  credentials?: string | null;
  bio: string;
  imageUrl?: string | null;
  /** The portrait with its size and variants; preferred to `imageUrl`. */
  image?: ResponsiveImage | null;
}

export interface TeamMemberCardProps {
  member: TeamMember;
  /** "full" for the leadership cards, "compact" for the farm consultants. */
  variant?: 'full' | 'compact';
  headingLevel?: HeadingLevel;
  loading?: boolean;
}

export function TeamMemberCard({
  member,
  variant = 'full',
  headingLevel = 3,
  loading = false,
}: TeamMemberCardProps) {
  const { name, role, credentials, bio, imageUrl, image } = member;
  if (variant === 'compact') {
    return (
      <AntdScope>
        <Card className="pe-card" loading={loading} size="small">
          <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
            <FallbackImage
              image={image}
              src={imageUrl}
              sizes="64px"
              alt={name}
              className="pe-team__avatar"
            />
            <div style={{ minWidth: 0 }}>
              <Heading level={headingLevel} className="pe-team__name">
                {name}
              </Heading>
              <div className="pe-card__eyebrow">{role}</div>
              {credentials ? <div className="pe-card__muted">{credentials}</div> : null}
            </div>
          </div>
          {/* antd's own Expand/Collapse texts match the button's accessible name. */}
          <AntdTypography.Paragraph
            className="pe-card__muted"
            ellipsis={{ rows: 3, expandable: 'collapsible' }}
          >
            {bio}
          </AntdTypography.Paragraph>
        </Card>
      </AntdScope>
    );
  }
  return (
    <AntdScope>
      <Card
        className="pe-card pe-card--phone-row"
        loading={loading}
        cover={
          loading ? undefined : (
            <FallbackImage
              className="pe-card__media pe-card__media--portrait"
              image={image}
              src={imageUrl}
              sizes={PHONE_ROW_CARD_IMAGE_SIZES}
              alt={name}
            />
          )
        }
      >
        {/* Beside the portrait on phones (see .pe-card--phone-row). */}
        <div className="pe-card__head">
          <Heading level={headingLevel} className="pe-team__name">
            {name}
          </Heading>
          <div className="pe-card__eyebrow">{role}</div>
          {credentials ? <div className="pe-card__muted">{credentials}</div> : null}
        </div>
        <Typography.Paragraph>{bio}</Typography.Paragraph>
      </Card>
    </AntdScope>
  );
}
