import { RecordField } from 'ui-kit/admin';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  AppLink,
  DataState,
  ErrorState,
  errorMessage,
  LoadingState,
  Typography,
  useToast,
} from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { useImageOptions } from '../../../features/admin/useImageOptions';
import { productPath } from '../../../app/site-routes';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { EditLockAlert, useEditLock } from '../../../features/admin/editLock';
import { recordState } from '../../../graphql/notFound';
import {
  AdminCreateProductDocument,
  AdminDeleteProductDocument,
  AdminProductDocument,
  AdminRestoreProductVersionDocument,
  AdminUpdateProductDocument,
  type AdminProductFieldsFragment,
  type ProductCategory,
  type RecordVersionFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import {
  ConflictAlert,
  useEditorFeedback,
} from '../../../features/admin/records/useEditorFeedback';
import { RecordVersions, restoredMessage } from '../../../features/admin/records/RecordVersions';
import { CATEGORY_OPTIONS, productEditPath } from './AdminProductsPage';
import { FeatureListField } from './FeatureListField';
import { changeDocuments, type DocumentChange } from './productDocuments';
import { ProductDocumentsPanel } from './ProductDocumentsPanel';

/** What the form holds: the editor's fields. */
export interface ProductDraft {
  name: string;
  category: ProductCategory | undefined;
  description: string;
  features: string[];
  imageUrl: string;
}

const EMPTY: ProductDraft = {
  name: '',
  category: undefined,
  description: '',
  features: [''],
  imageUrl: '',
};

/** The fields of a product's versions, in the editor's words. */
const FIELD_LABELS = {
  name: 'Name',
  slug: 'Address',
  category: 'Category',
  description: 'Description',
  features: 'Features',
  imageUrl: 'Image',
  certifications: 'Certifications',
  safetyDataSheet: 'Safety data sheet',
};

function draftOf(product: AdminProductFieldsFragment): ProductDraft {
  return {
    name: product.name,
    category: product.category,
    description: product.description,
    features: [...product.features],
    imageUrl: product.imageUrl,
  };
}

/** The lines of the delete confirmation: each document that goes with the product. */
export function whatGoesWith(product: AdminProductFieldsFragment): string[] {
  return [
    ...product.certifications.map((c) => `The certification "${c.type}" and its PDF`),
    ...(product.safetyDataSheet ? ['Its safety data sheet'] : []),
  ];
}

/** /admin/products/{id} and /admin/products/new: the editor. */
export function AdminProductEditPage() {
  const { id = 'new' } = useParams();
  const query = useQuery(AdminProductDocument, {
    variables: { id },
    skip: id === 'new',
    fetchPolicy: 'network-only',
  });
  if (id === 'new') {
    return <ProductEditor key="new" product={undefined} versions={[]} onSaved={() => {}} />;
  }
  return (
    <DataState
      // NOT_FOUND (deleted meanwhile) is the empty branch.
      state={recordState(
        // A refetch (after a save or a conflict) keeps the editor and what is typed on screen.
        { loading: query.loading && !query.data, error: query.error },
        query.data?.product,
      )}
      loading={<LoadingState label="Loading product..." />}
      empty={<ErrorState message="This product does not exist (it may have been deleted)." />}
      failure={(error) => (
        <ErrorState
          message={`Failed to load the product: ${errorMessage(error)}`}
          onRetry={() => void query.refetch()}
        />
      )}
      success={(product) => (
        <ProductEditor
          key={product.id}
          product={product}
          versions={query.data?.recordVersions ?? []}
          onSaved={() => void query.refetch()}
        />
      )}
    />
  );
}

interface ProductEditorProps {
  product: AdminProductFieldsFragment | undefined;
  versions: readonly RecordVersionFieldsFragment[];
  onSaved: () => void;
}

/**
 * The form (name, category, description, features as a list, image from the image manager), the
 * documents (certifications with their PDFs, the safety data sheet), deleting with a confirmation
 * listing what goes with the product, the conflict warning and the version history. A refused save
 * keeps every value.
 */
function ProductEditor({ product, versions, onSaved }: ProductEditorProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : EMPTY));
  const [version, setVersion] = useState(product?.version ?? 0);
  // Others opening it see "being edited since"; saves stay guarded by the version check.
  const editLock = useEditLock('product', product?.id);
  // A conflict reads their version, so "Save over theirs next" knows which one it overwrites.
  const { fieldErrors, conflict, submit, fieldError, dismissConflict } = useEditorFeedback(
    'The product was not saved.',
    onSaved,
  );
  const [documents, setDocuments] = useState({
    certifications: product?.certifications ?? [],
    safetyDataSheetUrl: product?.safetyDataSheet?.fileUrl ?? '',
  });
  const [sending, setSending] = useState(false);
  const [create, creating] = useMutation(AdminCreateProductDocument);
  const [update, updating] = useMutation(AdminUpdateProductDocument);
  const [remove, removing] = useMutation(AdminDeleteProductDocument);
  const [restore, restoring] = useMutation(AdminRestoreProductVersionDocument);

  const input = () => ({
    name: draft.name,
    // An unchosen category is sent as none: the API's own message names the problem.
    category: draft.category as ProductCategory,
    description: draft.description,
    features: draft.features,
    imageUrl: draft.imageUrl || null,
  });

  const save = async () => {
    if (!draft.category) {
      fieldError('category', 'Category must be one of the three categories');
      return;
    }
    if (!product) {
      const created = await submit(
        async () => (await create({ variables: { input: input() } })).data?.createProduct,
        (payload) => payload.product,
      );
      if (!created) return;
      toast.success('Created', `"${created.name}" is on the site.`);
      await navigate(productEditPath(created.id), { replace: true });
      return;
    }
    const variables = { id: product.id, expectedVersion: version, input: input() };
    const saved = await submit(
      async () => (await update({ variables })).data?.updateProduct,
      (payload) => payload.product,
    );
    if (!saved) return;
    setVersion(saved.version);
    toast.success('Saved', `"${saved.name}" was saved.`);
    onSaved();
  };

  /** Brings back version `number`'s fields as a new version; the form shows them. */
  const doRestore = async (number: number) => {
    if (!product) return;
    const variables = { id: product.id, expectedVersion: version, version: number };
    const restored = await submit(
      async () => (await restore({ variables })).data?.restoreProductVersion,
      (payload) => payload.product,
    );
    if (!restored) return;
    setVersion(restored.version);
    setDraft(draftOf(restored));
    toast.success('Restored', restoredMessage(number));
    onSaved();
  };

  const changeDocument = async (change: DocumentChange): Promise<boolean> => {
    if (!product) return false;
    setSending(true);
    try {
      const result = await changeDocuments(product.id, version, change);
      setVersion(result.version);
      setDocuments({
        certifications: result.certifications.map((c) => ({ ...c, id: String(c.id) })),
        safetyDataSheetUrl: result.safetyDataSheetUrl,
      });
      toast.success('Documents saved', 'The product page shows them now.');
      onSaved(); // Each change of a document is a new version of the product.
      return true;
    } catch (error) {
      toast.error('Document not saved', errorMessage(error));
      return false;
    } finally {
      setSending(false);
    }
  };

  const doDelete = () => {
    if (!product) return;
    const going = whatGoesWith({
      ...product,
      certifications: documents.certifications,
      safetyDataSheet: documents.safetyDataSheetUrl ? { id: '', fileUrl: '' } : null,
    });
    Modal.confirm({
      title: `Delete "${product.name}"?`,
      content: (
        <>
          <p>Its page leaves the site{going.length ? ', and these go with it:' : '.'}</p>
          {going.length ? (
            <ul>
              {going.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <p>Its versions stay in the history.</p>
        </>
      ),
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        const variables = { id: product.id, expectedVersion: version, confirm: true };
        const deleted = await submit(
          async () => (await remove({ variables })).data?.deleteProduct,
          (payload) => payload.deletedId,
        );
        if (!deleted) return;
        toast.success('Deleted', `"${product.name}" was deleted.`);
        await navigate(ADMIN_SECTIONS.products.path);
      },
    });
  };

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const imageOptions = useImageOptions(draft.imageUrl);

  return (
    <>
      <PageMeta
        title={product ? `Edit: ${product.name}` : 'New Product'}
        description="Product editor."
        path={productEditPath(product?.id ?? 'new')}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>{product ? 'Edit Product' : 'New Product'}</Typography.Title>
        {product ? <AppLink to={productPath(product.id)}>View on the site</AppLink> : null}
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
      <div className="product-editor">
        <Form layout="vertical" onFinish={() => void save()} className="product-editor__form">
          <RecordField
            id="product-name"
            label="Name"
            required
            error={fieldErrors.name}
            hint={'Its address on the site follows the name.'}
          >
            <Input
              id="product-name"
              value={draft.name}
              onChange={(e) => set('name', e.target.value)}
            />
          </RecordField>
          <RecordField id="product-category" label="Category" required error={fieldErrors.category}>
            <Select
              id="product-category"
              value={draft.category}
              onChange={(value: ProductCategory) => set('category', value)}
              placeholder="Choose a category"
              options={CATEGORY_OPTIONS}
            />
          </RecordField>
          <RecordField
            id="product-description"
            label="Description"
            required
            error={fieldErrors.description}
          >
            <Input.TextArea
              id="product-description"
              rows={5}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </RecordField>
          <FeatureListField
            features={draft.features}
            onChange={(features) => set('features', features)}
            error={fieldErrors.features}
          />
          <RecordField
            id="product-image"
            label="Image"
            error={fieldErrors.imageUrl}
            hint={'Pick an image of the image manager; upload new ones under Images.'}
          >
            <Select
              id="product-image"
              showSearch
              allowClear
              optionFilterProp="label"
              value={draft.imageUrl || undefined}
              onChange={(value?: string) => set('imageUrl', value ?? '')}
              options={imageOptions}
              placeholder="No image"
            />
          </RecordField>
          <div className="product-editor__actions">
            <Button type="primary" htmlType="submit" loading={creating.loading || updating.loading}>
              {product ? 'Save' : 'Create Product'}
            </Button>
            {product ? (
              <Button danger onClick={doDelete} loading={removing.loading}>
                Delete
              </Button>
            ) : null}
          </div>
        </Form>
        {product ? (
          <ProductDocumentsPanel
            certifications={documents.certifications}
            safetyDataSheetUrl={documents.safetyDataSheetUrl}
            onChange={changeDocument}
            busy={sending}
          />
        ) : (
          <p>Certifications and the safety data sheet can be added once the product is created.</p>
        )}
      </div>
      {product ? (
        <RecordVersions
          versions={versions}
          current={version}
          labels={FIELD_LABELS}
          onRestore={(number) => void doRestore(number)}
          restoring={restoring.loading}
          restoreNote="A restore brings back the form's fields; the documents stay as they are."
        />
      ) : null}
    </>
  );
}
