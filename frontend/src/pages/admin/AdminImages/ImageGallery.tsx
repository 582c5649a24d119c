import { Tag } from 'antd';
import { FallbackImage } from 'ui-kit';
import { IMAGE_CATEGORY_LABELS } from '../../../app/labels';
import type { AdminImageAssetsQuery } from '../../../graphql/generated/admin/graphql';

export type ImageAssetItem = AdminImageAssetsQuery['imageAssets']['edges'][number]['node'];

export interface ImageGalleryProps {
  assets: ImageAssetItem[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/** An image of the manager as the ui-kit's FallbackImage takes it (thumbnails use the 480 px copy). */
export function galleryImage({ path, width, height, variants }: ImageAssetItem) {
  return { url: path, width, height, variants };
}

/** "Browse Images": one toggle button per image; pressing the selected one clears the selection. */
export function ImageGallery({ assets, selectedId, onSelect }: ImageGalleryProps) {
  return (
    <ul className="admin-gallery" aria-label="Images">
      {assets.map((asset) => {
        const selected = asset.id === selectedId;
        return (
          <li key={asset.id}>
            <button
              type="button"
              className="admin-gallery__item pe-focus-ring"
              aria-pressed={selected}
              onClick={() => onSelect(selected ? null : asset.id)}
            >
              <FallbackImage image={galleryImage(asset)} alt="" sizes="200px" />
              <span className="admin-gallery__name">{asset.name}</span>
              <span>
                <Tag>{IMAGE_CATEGORY_LABELS[asset.category]}</Tag>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
