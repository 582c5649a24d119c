import { useMutation } from '@apollo/client/react';
import { Button, Card, Form, Input, Select, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FallbackImage, useToast } from 'ui-kit';
import { ConfirmDelete, RecordField } from 'ui-kit/admin';
import { IMAGE_CATEGORY_LABELS } from '../../../app/labels';
import { useEditorFeedback } from '../../../features/admin/records/useEditorFeedback';
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
 * selection starts from that image's saved values. A refusal shows as on every admin form
 * (useEditorFeedback): the API's messages under their fields and a toast.
 */
export function ImageMetadataEditor({ asset, categories, onDeleted }: ImageMetadataEditorProps) {
  const toast = useToast();
  const [name, setName] = useState(asset.name);
  const [category, setCategory] = useState(asset.category);
  const [description, setDescription] = useState(asset.description);
  const [tags, setTags] = useState(asset.tags);
  const [newTag, setNewTag] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { fieldErrors, submit } = useEditorFeedback('The image was not changed.');
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

  const save = async () => {
    const saved = await submit(
      async () =>
        (
          await update({
            variables: { id: asset.id, input: { name, category, description, tags } },
          })
        ).data?.updateImageAsset,
      (payload) => payload.imageAsset,
    );
    if (saved) toast.success('Metadata Updated', `"${saved.name}" was saved.`);
  };

  const confirmDelete = async () => {
    const deleted = await submit(
      async () => (await remove({ variables: { id: asset.id } })).data?.deleteImageAsset,
      (payload) => payload.deletedId,
    );
    setConfirming(false);
    if (!deleted) return;
    toast.success('Image Deletion', `"${asset.name}" was deleted.`);
    onDeleted();
  };

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
        <RecordField id="image-name" label="Name" required error={fieldErrors.name}>
          <Input
            id="image-name"
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
          />
        </RecordField>
        <RecordField id="image-category" label="Category" error={fieldErrors.category}>
          <Select
            id="image-category"
            value={category}
            onChange={setCategory}
            options={categories.map((value) => ({ value, label: IMAGE_CATEGORY_LABELS[value] }))}
          />
        </RecordField>
        <RecordField id="image-description" label="Description" error={fieldErrors.description}>
          <Input.TextArea
            id="image-description"
            rows={3}
            value={description}
            maxLength={1000}
            onChange={(e) => setDescription(e.target.value)}
          />
        </RecordField>
        <RecordField id="image-new-tag" label="Tags" error={fieldErrors.tags}>
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
        </RecordField>
        <div className="admin-submission__actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            Update Metadata
          </Button>
          <Button danger onClick={() => setConfirming(true)}>
            Delete Image
          </Button>
        </div>
      </Form>
      <ConfirmDelete
        open={confirming}
        title="Are you sure?"
        name={asset.name}
        intro={`"${asset.name}" will be deleted. These go with it:`}
        consequences={uploaded ? ['its uploaded file'] : []}
        note={
          uploaded
            ? undefined
            : 'It is a built-in image: its entry is removed here, the file stays with the site.'
        }
        deleting={deleting}
        onCancel={() => setConfirming(false)}
        onDelete={() => void confirmDelete()}
      />
    </Card>
  );
}
