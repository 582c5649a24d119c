import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import type { RecordVersion } from 'ui-kit/admin';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  VideoRecordDocuments,
  AdminVideoCategoriesDocument,
  type AdminVideoFieldsFragment,
  type VideoInput,
} from '../../../graphql/generated/admin-videos/graphql';
import {
  emptyForm,
  formOf,
  imageField,
  inWords,
  recordEditor,
  RecordEditorScreen,
  type DraftOf,
  type EditorContext,
  type EditorExtras,
} from '../../../features/admin/records';
import { availabilityLabel, videoDeleteQuestion, videoEditPath } from './AdminVideosPage';

type Video = AdminVideoFieldsFragment;

type VideoDraft = DraftOf<VideoInput>;

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

/**
 * The tabs of the videos page, and the tab of a new video until one is chosen: the one the list
 * showed (`?category=`), or the first (the tabs may load after the form).
 */
function useVideoTabs(categoryId: string) {
  const [params] = useSearchParams();
  const tabs = useQuery(AdminVideoCategoriesDocument);
  const categories = tabs.data?.adminVideoCategories ?? [];
  const chosen = categoryId || params.get('category') || categories[0]?.id || '';
  const name = (id: string | null) => categories.find((category) => category.id === id)?.name ?? id;
  return { categories, chosen, name };
}

/** The video's tab, as a choice among the videos page's tabs. */
function CategorySelect({
  id,
  draft,
  set,
}: {
  id: string;
  draft: VideoDraft;
  set: (patch: Partial<VideoDraft>) => void;
}) {
  const { categories, chosen } = useVideoTabs(draft.categoryId);
  return (
    <Select
      id={id}
      value={chosen || undefined}
      onChange={(categoryId?: string) => set({ categoryId: categoryId ?? '' })}
      options={categories.map((category) => ({ value: category.id, label: category.name }))}
      placeholder="Choose a category"
    />
  );
}

/** A version with its fields in the form's order. */
const inFormOrder = (version: RecordVersion): RecordVersion => ({
  ...version,
  values: [...version.values].sort((a, b) => fieldRank(a.name) - fieldRank(b.name)),
});

/** The tab a new video goes to, its versions with the tab's name, and the list of its tab after a delete. */
function useVideoExtras({
  draft,
}: EditorContext<Video, VideoDraft>): EditorExtras<Video, VideoInput> {
  const { chosen, name } = useVideoTabs(draft.categoryId);
  return {
    input: (input) => ({ ...input, categoryId: chosen }),
    shownVersions: (versions) => inWords(versions, { categoryId: name }).map(inFormOrder),
    listPath: `${ADMIN_SECTIONS.videos.path}?category=${encodeURIComponent(chosen)}`,
  };
}

const VIDEO = recordEditor(ADMIN_SECTIONS.videos, {
  documents: VideoRecordDocuments,
  labels: FIELD_LABELS,
  fields: [
    { name: 'title', required: true },
    {
      name: 'description',
      kind: 'textarea',
      rows: 3,
      required: true,
      hint: 'What the video shows, in one or two sentences.',
    },
    {
      name: 'url',
      kind: 'url',
      required: true,
      hint: 'The address of the video on YouTube or Vimeo, e.g. https://www.youtube.com/watch?v=…',
    },
    imageField('thumbnailUrl', {
      id: 'video-thumbnail',
      required: true,
      placeholder: 'Choose a thumbnail',
      // The card's 16:9 picture; its path is in the field above.
      preview: (path) => (
        <img className="admin-video-thumbnail" src={path} alt="" width={192} height={108} />
      ),
    }),
    {
      name: 'categoryId',
      id: 'video-category',
      required: true,
      hint: 'The tab of the videos page it appears in, last.',
      render: (control) => <CategorySelect {...control} />,
    },
    {
      name: 'isAvailable',
      kind: 'checkbox',
      text: 'Available to watch',
      hint: 'Unticked, the card shows a disabled "Coming Soon" button instead of the link.',
    },
  ],
  path: videoEditPath,
  shown: { isAvailable: (value) => availabilityLabel(value === 'true') },
  empty: emptyForm<VideoDraft>({
    title: '',
    description: '',
    url: '',
    thumbnailUrl: '',
    isAvailable: true,
    categoryId: '',
  }),
  draftOf: formOf,
  inputOf: (draft) => draft,
  useExtras: useVideoExtras,
  name: (video) => video.title,
  remove: { question: videoDeleteQuestion },
});

/** /admin/videos/{id} and /admin/videos/new: the editor of one video. */
export const AdminVideoEditPage = () => <RecordEditorScreen config={VIDEO} />;
