import { Input } from 'antd';
import type { FieldControl } from 'ui-kit/admin';
import { Typography } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  TechnologyRecordDocuments,
  type AdminTechnologyFieldsFragment,
  type AdminTechnologyQuery,
  type TechnologyInput,
} from '../../../graphql/generated/admin-technology/graphql';
import { ListField, oneLine } from '../../../features/admin/ListField';
import {
  bareField,
  emptyForm,
  recordEditor,
  RecordEditorScreen,
  type ConfigField,
  type DraftOf,
  type EditorExtras,
  type LoadedContext,
} from '../../../features/admin/records';
import { useImageOptions } from '../../../features/admin/useImageOptions';
import {
  pagesOfTechnology,
  TECHNOLOGY_FIELD_LABELS,
  whereFieldShows,
  type TechnologyField,
} from './technologyPages';
import { ImagesField, StepsField, type ImageDraft } from './TechnologyRowFields';

/** What the form holds: each image with its alternative text, as one row. */
type TechnologyDraft = DraftOf<Omit<TechnologyInput, 'imageAlts'>, { images: ImageDraft[] }>;

type Entry = AdminTechnologyFieldsFragment;

const draftOf = (entry: Entry): TechnologyDraft => ({
  name: entry.name,
  title: entry.title,
  shortDescription: entry.shortDescription,
  summary: entry.summary,
  fullDescription: [...entry.fullDescription],
  steps: entry.steps.map(({ title, text }) => ({ title, text })),
  images: entry.images.map((url, index) => ({ url, alt: entry.imageAlts[index] ?? '' })),
  benefits: [...entry.benefits],
  applications: [...entry.applications],
  developerQuote: entry.developerQuote,
  relatedProducts: entry.relatedProducts.map((product) => product.name),
});

const inputOf = ({ images, ...draft }: TechnologyDraft): TechnologyInput => ({
  ...draft,
  images: images.map((image) => image.url),
  imageAlts: images.map((image) => image.alt),
});

/** The related products' suggestions: the site's product names. */
const PRODUCT_NAMES = 'technology-product-names';

type TextKey = 'name' | 'title' | 'shortDescription' | 'summary' | 'developerQuote';
type ListKey = 'fullDescription' | 'benefits' | 'applications' | 'relatedProducts';
type Control = FieldControl<TechnologyDraft>;

/** The images, as rows of an image of the image manager and its alternative text. */
function EntryImages({ draft, set, errors, help }: Control & { help: string }) {
  const options = useImageOptions('');
  return (
    <ImagesField
      images={draft.images}
      onChange={(images) => set({ images })}
      options={options}
      imagesError={errors.images}
      altsError={errors.imageAlts}
      help={help}
    />
  );
}

/** Every field of an entry, each saying which of its pages show it. */
function entryFields(entry: Entry | undefined): readonly ConfigField<TechnologyDraft>[] {
  const pages = entry ? pagesOfTechnology(entry.key) : [];
  const shows = (field: TechnologyField) => whereFieldShows(pages, field);
  const text = (name: TextKey): ConfigField<TechnologyDraft> => ({
    name,
    required: true,
    hint: shows(name),
    // Longer texts wrap in a growing box, but stay one paragraph.
    render:
      name === 'name' || name === 'title'
        ? undefined
        : ({ id, draft, set }) => (
            <Input.TextArea
              id={id}
              autoSize={{ minRows: 2, maxRows: 8 }}
              value={draft[name]}
              onChange={(event) => set({ [name]: oneLine(event.target.value) })}
            />
          ),
  });
  const list = (
    name: ListKey,
    itemLabel: string,
    extra: { multiline?: boolean; suggestions?: string } = {},
  ): ConfigField<TechnologyDraft> =>
    bareField(name, ({ value, change, error }) => (
      <ListField
        legend={TECHNOLOGY_FIELD_LABELS[name]}
        itemLabel={itemLabel}
        items={value}
        onChange={change}
        error={error}
        help={shows(name)}
        {...extra}
      />
    ));
  return [
    text('name'),
    text('title'),
    text('shortDescription'),
    text('summary'),
    list('fullDescription', 'Paragraph', { multiline: true }),
    bareField('steps', ({ value, change, errors }) => (
      <StepsField
        steps={value}
        onChange={change}
        errors={errors}
        help={`${shows('steps')} Leave empty for no such section.`}
      />
    )),
    {
      name: 'images',
      bare: true,
      render: (control) => (
        <EntryImages {...control} help={`${shows('images')} Upload new ones under Images.`} />
      ),
    },
    list('benefits', 'Benefit'),
    list('applications', 'Application'),
    text('developerQuote'),
    list('relatedProducts', 'Related product', { suggestions: PRODUCT_NAMES }),
  ];
}

/** Where the entry shows, above the form, and the product names its related products suggest. */
function useEntryPages({
  record,
  data,
}: LoadedContext<Entry, TechnologyDraft, AdminTechnologyQuery>): EditorExtras<
  Entry,
  TechnologyInput
> {
  const pages = record ? pagesOfTechnology(record.key) : [];
  return {
    intro: record ? (
      <Typography.Paragraph className="admin-text-links">
        Key <code>{record.key}</code>. Shown on:{' '}
        {pages.map((page, index) => (
          <span key={page.label}>
            {index > 0 ? ', ' : null}
            <a href={page.path} target="_blank" rel="noreferrer">
              {page.label}
            </a>
          </span>
        ))}
        . Changes show there as soon as they are saved.
      </Typography.Paragraph>
    ) : null,
    children: (
      <datalist id={PRODUCT_NAMES}>
        {(data?.products ?? []).map((product) => (
          <option key={product.name} value={product.name} />
        ))}
      </datalist>
    ),
  };
}

const TECHNOLOGY = recordEditor(ADMIN_SECTIONS.technology, {
  idPrefix: 'technology',
  lockType: 'technology',
  missing: 'This technology entry does not exist.',
  heading: { edit: (entry) => `Edit ${entry.name}` },
  documents: TechnologyRecordDocuments,
  labels: TECHNOLOGY_FIELD_LABELS,
  fields: entryFields,
  // Entries are fixed (no new one): the form always starts from a stored entry.
  empty: emptyForm<TechnologyDraft>({
    name: '',
    title: '',
    shortDescription: '',
    summary: '',
    fullDescription: [],
    steps: [],
    images: [],
    benefits: [],
    applications: [],
    developerQuote: '',
    relatedProducts: [],
  }),
  draftOf,
  inputOf,
  useExtras: useEntryPages,
  name: (entry) => entry.name,
});

/**
 * /admin/technology/{id}: the editor of one technology entry, every field saying which pages show
 * it. No new entry and no delete: the pages look the entries up by key.
 */
export const AdminTechnologyEditPage = () => <RecordEditorScreen config={TECHNOLOGY} />;
