import { Tag } from 'antd';
import type { AdminImageAssetsQuery } from '../../../graphql/generated/graphql';

export type ImageAssetItem = AdminImageAssetsQuery['imageAssets'][number];

export interface ImageGalleryProps {
  assets: ImageAssetItem[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
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
              <img src={asset.path} alt="" loading="lazy" />
              <span className="admin-gallery__name">{asset.name}</span>
              <span>
                <Tag>{asset.category}</Tag>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
