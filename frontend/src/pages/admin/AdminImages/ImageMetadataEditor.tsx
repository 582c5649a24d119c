import { useMutation } from '@apollo/client/react';
import { Button, Card, Form, Input, Modal, Select, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FallbackImage, useToast } from 'ui-kit';
import { IMAGE_CATEGORY_LABELS } from '../../../app/labels';
import { useRequestFailed } from '../../../features/admin';
import { userErrorMessages } from '../../../graphql/errors';
import {
  AdminDeleteImageAssetDocument,
  AdminUpdateImageAssetDocument,
  type ImageCategory,
} from '../../../graphql/generated/admin/graphql';
import { galleryImage, type ImageAssetItem } from './ImageGallery';

export interface ImageMetadataEditorProps {
  asset: ImageAssetItem;
  categories: readonly ImageCategory[];
  onDeleted: () => void;
}

/** Spec section 5: a tag is added only when it is non-empty and not already in the list. */
export function addTag(tags: string[], raw: string): string[] {
  const tag = raw.trim();
  return tag && !tags.includes(tag) ? [...tags, tag] : tags;
}

/**
 * The selected image: editable name, category, description and tags, "Update Metadata", and a
 * delete button behind "Are you sure?" (Cancel, Delete). Mount it with `key={asset.id}` so a new
 * selection starts from that image's saved values.
 */
export function ImageMetadataEditor({ asset, categories, onDeleted }: ImageMetadataEditorProps) {
  const toast = useToast();
  const [name, setName] = useState(asset.name);
  const [category, setCategory] = useState(asset.category);
  const [description, setDescription] = useState(asset.description);
  const [tags, setTags] = useState(asset.tags);
  const [newTag, setNewTag] = useState('');
  const [confirming, setConfirming] = useState(false);
  /** The server's messages for the fields it refused (user errors), shown under them. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [update, { loading: saving }] = useMutation(AdminUpdateImageAssetDocument, {});
  const [remove, { loading: deleting }] = useMutation(AdminDeleteImageAssetDocument, {});
  const uploaded = asset.path.startsWith('/uploads/');
  const cardRef = useRef<HTMLDivElement>(null);

  // Below the gallery on narrow screens: bring the editor into view when an image is chosen.
  useEffect(() => {
    if (window.matchMedia?.('(max-width: 1099px)').matches) {
      cardRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
  }, []);

  const failed = useRequestFailed();

  const save = async () => {
    try {
      const { data } = await update({
        variables: { id: asset.id, input: { name, category, description, tags } },
      });
      const userErrors = data?.updateImageAsset?.userErrors ?? [];
      setFieldErrors(userErrorMessages(userErrors));
      if (userErrors.length > 0) {
        toast.error('Error', userErrors[0].message);
        return;
      }
      const saved = data?.updateImageAsset?.imageAsset;
      toast.success('Metadata Updated', `"${saved?.name ?? name}" was saved.`);
    } catch (error) {
      failed(error);
    }
  };

  const confirmDelete = async () => {
    try {
      const { data } = await remove({ variables: { id: asset.id } });
      setConfirming(false);
      const [problem] = data?.deleteImageAsset?.userErrors ?? [];
      if (problem) {
        toast.error('Error', problem.message);
        return;
      }
      toast.success('Image Deletion', `"${asset.name}" was deleted.`);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      failed(error);
    }
  };

  /** antd's error state and message of a field the server refused. */
  const refusal = (field: string) =>
    fieldErrors[field] ? { validateStatus: 'error' as const, help: fieldErrors[field] } : {};

  const add = () => {
    setTags((current) => addTag(current, newTag));
    setNewTag('');
  };

  return (
    <Card ref={cardRef} title={<h2 className="admin-card-title">Edit Image</h2>}>
      <FallbackImage
        className="admin-editor__preview"
        image={galleryImage(asset)}
        alt={asset.name}
        sizes="(min-width: 768px) 50vw, 100vw"
      />
      <Form layout="vertical" onFinish={() => void save()} disabled={saving || deleting}>
        <Form.Item label="Name" htmlFor="image-name" required {...refusal('name')}>
          <Input
            id="image-name"
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Category" htmlFor="image-category" {...refusal('category')}>
          <Select
            id="image-category"
            value={category}
            onChange={setCategory}
            options={categories.map((value) => ({ value, label: IMAGE_CATEGORY_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item label="Description" htmlFor="image-description" {...refusal('description')}>
          <Input.TextArea
            id="image-description"
            rows={3}
            value={description}
            maxLength={1000}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Tags" htmlFor="image-new-tag" {...refusal('tags')}>
          <div className="admin-tags" aria-label="Tags" role="list">
            {tags.map((tag) => (
              <Tag key={tag} role="listitem">
                {tag}{' '}
                <button
                  type="button"
                  className="admin-tag-remove"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => setTags((current) => current.filter((t) => t !== tag))}
                >
                  ×
                </button>
              </Tag>
            ))}
          </div>
          <div className="admin-tag-add">
            <Input
              id="image-new-tag"
              placeholder="Add a tag"
              value={newTag}
              maxLength={40}
              onChange={(e) => setNewTag(e.target.value)}
              onPressEnter={(e) => {
                e.preventDefault();
                add();
              }}
            />
            <Button onClick={add}>Add Tag</Button>
          </div>
        </Form.Item>
        <div className="admin-submission__actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            Update Metadata
          </Button>
          <Button danger onClick={() => setConfirming(true)}>
            Delete Image
          </Button>
        </div>
      </Form>
      <Modal
        open={confirming}
        title="Are you sure?"
        onCancel={() => setConfirming(false)}
        footer={[
          <Button key="cancel" onClick={() => setConfirming(false)}>
            Cancel
          </Button>,
          <Button key="delete" danger type="primary" loading={deleting} onClick={confirmDelete}>
            Delete
          </Button>,
        ]}
      >
        <p>
          &quot;{asset.name}&quot; will be deleted.{' '}
          {uploaded
            ? 'Its uploaded file is removed too.'
            : 'It is a built-in image: its entry is removed here, the file stays with the site.'}
        </p>
      </Modal>
    </Card>
  );
}
