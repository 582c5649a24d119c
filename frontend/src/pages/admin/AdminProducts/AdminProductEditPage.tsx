import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
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
import { useImageOptions } from '../useImageOptions';
import { ADMIN_SECTIONS, productPath } from '../../../app/site-routes';
import { useAdminSession, useRequestFailed } from '../../../features/admin';
import { userErrorMessages } from '../../../graphql/errors';
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
  type UserErrorFieldsFragment,
} from '../../../graphql/generated/graphql';
import { RecordVersions, restoredMessage } from '../RecordVersions';
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
  const session = useAdminSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : EMPTY));
  const [version, setVersion] = useState(product?.version ?? 0);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | undefined>();
  const [documents, setDocuments] = useState({
    certifications: product?.certifications ?? [],
    safetyDataSheetUrl: product?.safetyDataSheet?.fileUrl ?? '',
  });
  const [sending, setSending] = useState(false);
  const [create, creating] = useMutation(AdminCreateProductDocument);
  const [update, updating] = useMutation(AdminUpdateProductDocument);
  const [remove, removing] = useMutation(AdminDeleteProductDocument);

  const failed = useRequestFailed();
  const [restore, restoring] = useMutation(AdminRestoreProductVersionDocument);

  /** Shows a payload's problems: a conflict above the form, field messages under the fields. */
  const refused = (userErrors: readonly UserErrorFieldsFragment[]) => {
    const clash = userErrors.find((error) => error.code === 'CONFLICT');
    if (clash) {
      setConflict(clash.message);
      // Reads their version, so "Save over theirs next" knows which one it overwrites.
      onSaved();
    }
    setFieldErrors(userErrorMessages(userErrors));
    toast.error('Not saved', userErrors[0]?.message ?? 'The product was not saved.');
  };

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
      setFieldErrors({ category: 'Category must be one of the three categories' });
      return;
    }
    try {
      if (!product) {
        const payload = (await create({ variables: { input: input() } })).data?.createProduct;
        if (!payload?.product) return refused(payload?.userErrors ?? []);
        toast.success('Created', `"${payload.product.name}" is on the site.`);
        await navigate(productEditPath(payload.product.id), { replace: true });
        return;
      }
      const payload = (
        await update({ variables: { id: product.id, expectedVersion: version, input: input() } })
      ).data?.updateProduct;
      if (!payload?.product) return refused(payload?.userErrors ?? []);
      setFieldErrors({});
      setConflict(undefined);
      setVersion(payload.product.version);
      toast.success('Saved', `"${payload.product.name}" was saved.`);
      onSaved();
    } catch (error) {
      failed(error);
    }
  };

  /** Brings back version `number`'s fields as a new version; the form shows them. */
  const doRestore = async (number: number) => {
    if (!product) return;
    try {
      const variables = { id: product.id, expectedVersion: version, version: number };
      const payload = (await restore({ variables })).data?.restoreProductVersion;
      if (!payload?.product) return refused(payload?.userErrors ?? []);
      setFieldErrors({});
      setConflict(undefined);
      setVersion(payload.product.version);
      setDraft(draftOf(payload.product));
      toast.success('Restored', restoredMessage(number));
      onSaved();
    } catch (error) {
      failed(error);
    }
  };

  const changeDocument = async (change: DocumentChange): Promise<boolean> => {
    if (!product) return false;
    setSending(true);
    try {
      const result = await changeDocuments(session.token, product.id, version, change);
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
        try {
          const variables = { id: product.id, expectedVersion: version, confirm: true };
          const payload = (await remove({ variables })).data?.deleteProduct;
          if (!payload?.deletedId) return refused(payload?.userErrors ?? []);
          toast.success('Deleted', `"${product.name}" was deleted.`);
          await navigate(ADMIN_SECTIONS.products.path);
        } catch (error) {
          failed(error);
        }
      },
    });
  };

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const status = (key: string) => (fieldErrors[key] ? ('error' as const) : undefined);
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
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          message={conflict}
          description="Reload to see their changes, or save again over them."
          action={
            <Button
              onClick={() => {
                setVersion(product?.version ?? version);
                setConflict(undefined);
              }}
            >
              Save over theirs next
            </Button>
          }
        />
      ) : null}
      <div className="product-editor">
        <Form layout="vertical" onFinish={() => void save()} className="product-editor__form">
          <Form.Item
            label="Name"
            htmlFor="product-name"
            required
            validateStatus={status('name')}
            help={fieldErrors.name ?? 'Its address on the site follows the name.'}
          >
            <Input
              id="product-name"
              value={draft.name}
              onChange={(e) => set('name', e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label="Category"
            htmlFor="product-category"
            required
            validateStatus={status('category')}
            help={fieldErrors.category}
          >
            <Select
              id="product-category"
              value={draft.category}
              onChange={(value: ProductCategory) => set('category', value)}
              placeholder="Choose a category"
              options={CATEGORY_OPTIONS}
            />
          </Form.Item>
          <Form.Item
            label="Description"
            htmlFor="product-description"
            required
            validateStatus={status('description')}
            help={fieldErrors.description}
          >
            <Input.TextArea
              id="product-description"
              rows={5}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </Form.Item>
          <FeatureListField
            features={draft.features}
            onChange={(features) => set('features', features)}
            error={fieldErrors.features}
          />
          <Form.Item
            label="Image"
            htmlFor="product-image"
            validateStatus={status('imageUrl')}
            help={
              fieldErrors.imageUrl ??
              'Pick an image of the image manager; upload new ones under Images.'
            }
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
          </Form.Item>
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
