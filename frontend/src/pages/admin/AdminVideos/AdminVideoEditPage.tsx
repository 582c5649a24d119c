import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Typography, useToast } from 'ui-kit';
import { RecordField } from 'ui-kit/admin';
import { EditLockAlert, useEditLock } from '../../../features/admin/editLock';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../app/site-routes';
import {
  AdminCreateVideoDocument,
  AdminDeleteVideoDocument,
  AdminRestoreVideoVersionDocument,
  AdminUpdateVideoDocument,
  AdminVideoCategoriesDocument,
  AdminVideoDocument,
  type AdminVideoCategoryFieldsFragment,
  type AdminVideoFieldsFragment,
  type RecordVersionFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import { RecordLoad } from '../../../features/admin/records/RecordLoad';
import { RecordVersions, restoredMessage } from '../../../features/admin/records/RecordVersions';
import {
  ConflictAlert,
  useEditorFeedback,
} from '../../../features/admin/records/useEditorFeedback';
import { useImageOptions } from '../../../features/admin/useImageOptions';
import { availabilityLabel, videoEditPath } from './AdminVideosPage';

interface VideoDraft {
  title: string;
  description: string;
  url: string;
  thumbnailUrl: string;
  isAvailable: boolean;
  categoryId: string;
}

const draftOf = (video: AdminVideoFieldsFragment): VideoDraft => ({
  title: video.title,
  description: video.description,
  url: video.url,
  thumbnailUrl: video.thumbnailUrl,
  isAvailable: video.isAvailable,
  categoryId: video.categoryId,
});

const FIELD_LABELS = {
  title: 'Title',
  description: 'Description',
  url: 'Video link',
  thumbnailUrl: 'Thumbnail',
  isAvailable: 'On the site',
  categoryId: 'Category',
};

/** The fields of a version in the form's order (the database keeps them in an order of its own). */
const FIELD_ORDER = Object.keys(FIELD_LABELS);
const fieldRank = (name: string) =>
  FIELD_ORDER.includes(name) ? FIELD_ORDER.indexOf(name) : FIELD_ORDER.length;

/** A version as the editor shows it: the tab by its name, availability in the site's words. */
function shownVersion(
  version: RecordVersionFieldsFragment,
  categoryName: (id: string | null) => string | null,
): RecordVersionFieldsFragment {
  const values = version.values.map((field) => {
    if (field.name === 'categoryId') return { ...field, value: categoryName(field.value) };
    if (field.name === 'isAvailable') {
      return { ...field, value: availabilityLabel(field.value === 'true') };
    }
    return field;
  });
  return { ...version, values: values.sort((a, b) => fieldRank(a.name) - fieldRank(b.name)) };
}

/** /admin/videos/{id} and /admin/videos/new: the editor of one video. */
export function AdminVideoEditPage() {
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const query = useQuery(AdminVideoDocument, {
    variables: { id },
    skip: id === 'new',
    fetchPolicy: 'network-only',
  });
  const tabs = useQuery(AdminVideoCategoriesDocument);
  const categories = tabs.data?.adminVideoCategories ?? [];
  if (id === 'new') {
    return (
      <VideoEditor
        key="new"
        video={undefined}
        initialCategory={params.get('category') ?? categories[0]?.id ?? ''}
        categories={categories}
        versions={[]}
        onSaved={() => {}}
      />
    );
  }
  return (
    <RecordLoad
      query={query}
      record={query.data?.adminVideo}
      noun="the video"
      missing="This video does not exist (it may have been deleted)."
    >
      {(video) => (
        <VideoEditor
          key={video.id}
          video={video}
          initialCategory={video.categoryId}
          categories={categories}
          versions={query.data?.recordVersions ?? []}
          onSaved={() => void query.refetch()}
        />
      )}
    </RecordLoad>
  );
}

interface VideoEditorProps {
  video: AdminVideoFieldsFragment | undefined;
  /** The tab of a new video until one is chosen (the one the list showed, or the first). */
  initialCategory: string;
  categories: readonly AdminVideoCategoryFieldsFragment[];
  versions: readonly RecordVersionFieldsFragment[];
  onSaved: () => void;
}

/**
 * The form (title, description, link, thumbnail from the image manager, available or "Coming
 * Soon", category), saving over the version it started from, deleting after a confirmation, and
 * the version history with restore. The API's messages show under their fields; what is typed
 * stays on screen whatever the answer.
 */
function VideoEditor({ video, initialCategory, categories, versions, onSaved }: VideoEditorProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<VideoDraft>(() =>
    video
      ? draftOf(video)
      : {
          title: '',
          description: '',
          url: '',
          thumbnailUrl: '',
          isAvailable: true,
          categoryId: '',
        },
  );
  const [version, setVersion] = useState(video?.version ?? 0);
  // Others opening it see "being edited since"; saves stay guarded by the version check.
  const editLock = useEditLock('video', video?.id);
  const { fieldErrors, conflict, submit, dismissConflict } = useEditorFeedback(
    'The video was not saved.',
    onSaved,
  );
  const imageOptions = useImageOptions(draft.thumbnailUrl);
  const [create, creating] = useMutation(AdminCreateVideoDocument);
  const [update, updating] = useMutation(AdminUpdateVideoDocument);
  const [restore, restoring] = useMutation(AdminRestoreVideoVersionDocument);
  const [remove, removing] = useMutation(AdminDeleteVideoDocument);
  // A new video's tab: the one chosen, else the list's (the tabs may load after the form).
  const categoryId = draft.categoryId || initialCategory;
  const listPath = `${ADMIN_SECTIONS.videos.path}?category=${encodeURIComponent(categoryId)}`;

  const save = async () => {
    const input = { ...draft, categoryId };
    if (!video) {
      const added = await submit(
        async () => (await create({ variables: { input } })).data?.createVideo,
        (payload) => payload.video,
      );
      if (!added) return;
      toast.success('Saved', `${added.title} was added.`);
      await navigate(videoEditPath(added.id), { replace: true });
      return;
    }
    const variables = { id: video.id, expectedVersion: version, input };
    const saved = await submit(
      async () => (await update({ variables })).data?.updateVideo,
      (payload) => payload.video,
    );
    if (!saved) return;
    setVersion(saved.version);
    toast.success('Saved', `${saved.title} was saved.`);
    onSaved();
  };

  /** Brings back version `number` as a new one; the form shows its fields. */
  const doRestore = async (number: number) => {
    if (!video) return;
    const variables = { id: video.id, expectedVersion: version, version: number };
    const restored = await submit(
      async () => (await restore({ variables })).data?.restoreVideoVersion,
      (payload) => payload.video,
    );
    if (!restored) return;
    setVersion(restored.version);
    setDraft(draftOf(restored));
    toast.success('Restored', restoredMessage(number));
    onSaved();
  };

  const confirmDelete = () => {
    if (!video) return;
    Modal.confirm({
      title: `Delete ${video.title}?`,
      content: 'It disappears from the videos page at once. Its versions stay in the history.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        const deleted = await submit(
          async () => (await remove({ variables: { id: video.id } })).data?.deleteVideo,
          (payload) => payload.deletedId,
        );
        if (!deleted) return;
        toast.success('Deleted', `${video.title} was deleted.`);
        await navigate(listPath);
      },
    });
  };

  const set =
    (key: 'title' | 'description' | 'url' | 'thumbnailUrl' | 'categoryId') => (value: string) =>
      setDraft((previous) => ({ ...previous, [key]: value }));
  const categoryName = (id: string | null) =>
    categories.find((category) => category.id === id)?.name ?? id;

  return (
    <>
      <PageMeta
        title={video ? `Edit: ${video.title}` : 'New Video'}
        description="Video editor."
        path={videoEditPath(video?.id ?? 'new')}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>{video ? 'Edit Video' : 'New Video'}</Typography.Title>
      </div>
      <EditLockAlert status={editLock} />
      <ConflictAlert
        message={conflict}
        versions={versions}
        version={version}
        labels={FIELD_LABELS}
        onSaveOver={(newest) => {
          setVersion(newest);
          dismissConflict();
        }}
      />
      <Form layout="vertical" onFinish={() => void save()} className="admin-record-form">
        <RecordField id="video-title" label="Title" required error={fieldErrors.title}>
          <Input
            id="video-title"
            value={draft.title}
            onChange={(e) => set('title')(e.target.value)}
          />
        </RecordField>
        <RecordField
          id="video-description"
          label="Description"
          required
          error={fieldErrors.description}
          hint="What the video shows, in one or two sentences."
        >
          <Input.TextArea
            id="video-description"
            rows={3}
            value={draft.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        </RecordField>
        <RecordField
          id="video-url"
          label="Video link"
          required
          error={fieldErrors.url}
          hint="The address of the video on YouTube or Vimeo, e.g. https://www.youtube.com/watch?v=…"
        >
          <Input
            id="video-url"
            type="url"
            inputMode="url"
            value={draft.url}
            onChange={(e) => set('url')(e.target.value)}
          />
        </RecordField>
        <RecordField
          id="video-thumbnail"
          label="Thumbnail"
          required
          error={fieldErrors.thumbnailUrl}
          hint="Pick an image of the image manager; upload new ones under Images."
        >
          <Select
            id="video-thumbnail"
            showSearch
            optionFilterProp="label"
            value={draft.thumbnailUrl || undefined}
            onChange={(value?: string) => set('thumbnailUrl')(value ?? '')}
            options={imageOptions}
            placeholder="Choose a thumbnail"
          />
        </RecordField>
        {draft.thumbnailUrl ? (
          // The card's 16:9 picture; its path is in the field above.
          <img
            className="admin-video-thumbnail"
            src={draft.thumbnailUrl}
            alt=""
            width={192}
            height={108}
          />
        ) : null}
        <RecordField
          id="video-category"
          label="Category"
          required
          error={fieldErrors.categoryId}
          hint="The tab of the videos page it appears in, last."
        >
          <Select
            id="video-category"
            value={categoryId || undefined}
            onChange={(value?: string) => set('categoryId')(value ?? '')}
            options={categories.map(({ id, name }) => ({ value: id, label: name }))}
            placeholder="Choose a category"
          />
        </RecordField>
        <Form.Item
          validateStatus={fieldErrors.isAvailable ? 'error' : undefined}
          help={
            fieldErrors.isAvailable ??
            'Unticked, the card shows a disabled "Coming Soon" button instead of the link.'
          }
        >
          <Checkbox
            checked={draft.isAvailable}
            onChange={(e) =>
              setDraft((previous) => ({ ...previous, isAvailable: e.target.checked }))
            }
          >
            Available to watch
          </Checkbox>
        </Form.Item>
        <div className="newsletter-editor__actions">
          <Button type="primary" htmlType="submit" loading={creating.loading || updating.loading}>
            Save
          </Button>
          {video ? (
            <Button danger onClick={confirmDelete} loading={removing.loading}>
              Delete
            </Button>
          ) : null}
        </div>
      </Form>
      {video ? (
        <RecordVersions
          versions={versions.map((row) => shownVersion(row, categoryName))}
          current={version}
          labels={FIELD_LABELS}
          restoring={restoring.loading}
          onRestore={(n) => void doRestore(n)}
        />
      ) : null}
    </>
  );
}
