import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { Typography, useToast } from 'ui-kit';
import { EditLockAlert, useEditLock } from '../../../features/admin/editLock';
import { PageMeta } from '../../../app/meta';
import {
  AdminRestoreTechnologyVersionDocument,
  AdminTechnologyDocument,
  AdminUpdateTechnologyDocument,
  type AdminTechnologyFieldsFragment,
  type RecordVersionFieldsFragment,
  type TechnologyInput,
} from '../../../graphql/generated/admin/graphql';
import { ListField, oneLine } from '../../../features/admin/ListField';
import { RecordLoad } from '../../../features/admin/records/RecordLoad';
import { RecordVersions, restoredMessage } from '../../../features/admin/records/RecordVersions';
import {
  ConflictAlert,
  useEditorFeedback,
} from '../../../features/admin/records/useEditorFeedback';
import { useImageOptions } from '../../../features/admin/useImageOptions';
import { technologyEditPath } from './AdminTechnologyPage';
import {
  pagesOfTechnology,
  TECHNOLOGY_FIELD_LABELS,
  whereFieldShows,
  type TechnologyField,
} from './technologyPages';
import { ImagesField, StepsField, type ImageDraft, type StepDraft } from './TechnologyRowFields';

interface TechnologyDraft {
  name: string;
  title: string;
  shortDescription: string;
  summary: string;
  fullDescription: string[];
  steps: StepDraft[];
  images: ImageDraft[];
  benefits: string[];
  applications: string[];
  developerQuote: string;
  relatedProducts: string[];
}

const draftOf = (entry: AdminTechnologyFieldsFragment): TechnologyDraft => ({
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

/** /admin/technology/{id}: the editor of one technology entry. */
export function AdminTechnologyEditPage() {
  const { id = '' } = useParams();
  const query = useQuery(AdminTechnologyDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  return (
    <RecordLoad
      query={query}
      record={query.data?.adminTechnology}
      noun="the technology entry"
      missing="This technology entry does not exist."
    >
      {(entry) => (
        <TechnologyEditor
          key={entry.id}
          entry={entry}
          versions={query.data?.recordVersions ?? []}
          productNames={(query.data?.products ?? []).map((product) => product.name)}
          onSaved={() => void query.refetch()}
        />
      )}
    </RecordLoad>
  );
}

interface TechnologyEditorProps {
  entry: AdminTechnologyFieldsFragment;
  versions: readonly RecordVersionFieldsFragment[];
  productNames: readonly string[];
  onSaved: () => void;
}

/**
 * The form of every field, each saying which pages show it; saving over the version it started
 * from, and the version history with restore. The API's messages show under their fields; what
 * is typed stays on screen whatever the answer. No delete: the pages look the entry up by key.
 */
function TechnologyEditor({ entry, versions, productNames, onSaved }: TechnologyEditorProps) {
  const toast = useToast();
  const productListId = useId();
  const [draft, setDraft] = useState(() => draftOf(entry));
  const [version, setVersion] = useState(entry.version);
  // Others opening it see "being edited since"; saves stay guarded by the version check.
  const editLock = useEditLock('technology', entry.id);
  const { fieldErrors, conflict, status, submit, dismissConflict } = useEditorFeedback(
    'The technology entry was not saved.',
    onSaved,
  );
  const imageOptions = useImageOptions('');
  const [update, updating] = useMutation(AdminUpdateTechnologyDocument);
  const [restore, restoring] = useMutation(AdminRestoreTechnologyVersionDocument);
  const pages = pagesOfTechnology(entry.key);
  const shows = (field: TechnologyField) => whereFieldShows(pages, field);

  const saved = (technology: AdminTechnologyFieldsFragment, title: string, text: string) => {
    setVersion(technology.version);
    toast.success(title, text);
    onSaved();
  };

  const save = async () => {
    const variables = { id: entry.id, expectedVersion: version, input: inputOf(draft) };
    const result = await submit(
      async () => (await update({ variables })).data?.updateTechnology,
      (payload) => payload.technology,
    );
    if (result) saved(result, 'Saved', `${result.name} was saved.`);
  };

  const doRestore = async (number: number) => {
    const variables = { id: entry.id, expectedVersion: version, version: number };
    const result = await submit(
      async () => (await restore({ variables })).data?.restoreTechnologyVersion,
      (payload) => payload.technology,
    );
    if (!result) return;
    setDraft(draftOf(result));
    saved(result, 'Restored', restoredMessage(number));
  };

  const set =
    <K extends keyof TechnologyDraft>(key: K) =>
    (value: TechnologyDraft[K]) =>
      setDraft((previous) => ({ ...previous, [key]: value }));

  const textItem = (key: 'name' | 'title' | 'shortDescription' | 'summary' | 'developerQuote') => (
    <Form.Item
      key={key}
      label={TECHNOLOGY_FIELD_LABELS[key]}
      htmlFor={`technology-${key}`}
      required
      validateStatus={status(key)}
      help={fieldErrors[key] ?? shows(key)}
    >
      {key === 'name' || key === 'title' ? (
        <Input
          id={`technology-${key}`}
          value={draft[key]}
          onChange={(e) => set(key)(e.target.value)}
        />
      ) : (
        <Input.TextArea
          id={`technology-${key}`}
          autoSize={{ minRows: 2, maxRows: 8 }}
          value={draft[key]}
          onChange={(e) => set(key)(oneLine(e.target.value))}
        />
      )}
    </Form.Item>
  );

  const list = (
    key: 'fullDescription' | 'benefits' | 'applications' | 'relatedProducts',
    itemLabel: string,
    extra: { multiline?: boolean; suggestions?: string } = {},
  ) => (
    <ListField
      legend={TECHNOLOGY_FIELD_LABELS[key]}
      itemLabel={itemLabel}
      items={draft[key]}
      onChange={set(key)}
      error={fieldErrors[key]}
      help={shows(key)}
      {...extra}
    />
  );

  return (
    <>
      <PageMeta
        title={`Edit: ${entry.name}`}
        description="Technology entry editor."
        path={technologyEditPath(entry.id)}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>Edit {entry.name}</Typography.Title>
      </div>
      <Typography.Paragraph className="admin-text-links">
        Key <code>{entry.key}</code>. Shown on:{' '}
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
      <EditLockAlert status={editLock} />
      <ConflictAlert
        message={conflict}
        versions={versions}
        version={version}
        labels={TECHNOLOGY_FIELD_LABELS}
        onSaveOver={(newest) => {
          setVersion(newest);
          dismissConflict();
        }}
      />
      <Form layout="vertical" onFinish={() => void save()} className="admin-record-form">
        {textItem('name')}
        {textItem('title')}
        {textItem('shortDescription')}
        {textItem('summary')}
        {list('fullDescription', 'Paragraph', { multiline: true })}
        <StepsField
          steps={draft.steps}
          onChange={set('steps')}
          errors={fieldErrors}
          help={`${shows('steps')} Leave empty for no such section.`}
        />
        <ImagesField
          images={draft.images}
          onChange={set('images')}
          options={imageOptions}
          imagesError={fieldErrors.images}
          altsError={fieldErrors.imageAlts}
          help={`${shows('images')} Upload new ones under Images.`}
        />
        {list('benefits', 'Benefit')}
        {list('applications', 'Application')}
        {textItem('developerQuote')}
        {list('relatedProducts', 'Related product', { suggestions: productListId })}
        <datalist id={productListId}>
          {productNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <div className="newsletter-editor__actions">
          <Button type="primary" htmlType="submit" loading={updating.loading}>
            Save
          </Button>
        </div>
      </Form>
      <RecordVersions
        versions={versions}
        current={version}
        labels={TECHNOLOGY_FIELD_LABELS}
        onRestore={(number) => void doRestore(number)}
        restoring={restoring.loading}
      />
    </>
  );
}
