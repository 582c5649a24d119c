import { useState } from 'react';
import { AppLink, errorMessage, useToast } from 'ui-kit';
import { productPath } from '../../../app/site-routes';
import {
  bareField,
  emptyForm,
  formOf,
  imageField,
  recordEditor,
  RecordEditorScreen,
  useSideChange,
  type DraftOf,
  type EditorContext,
  type EditorExtras,
} from '../../../features/admin/records';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  ProductRecordDocuments,
  type AdminProductFieldsFragment,
  type ProductCategory,
  type ProductInput,
} from '../../../graphql/generated/admin-products/graphql';
import { CATEGORY_OPTIONS } from './AdminProductsPage';
import { FeatureListField } from './FeatureListField';
import { changeDocuments, type DocumentChange } from './productDocuments';
import { ProductDocumentsPanel } from './ProductDocumentsPanel';

type Product = AdminProductFieldsFragment;

/** What the form holds: no category until one is chosen, and no image as an empty choice. */
export type ProductDraft = DraftOf<
  ProductInput,
  { category: ProductCategory | undefined; imageUrl: string }
>;

/** The lines of the delete confirmation: each document that goes with the product. */
export function whatGoesWith(
  product: Pick<Product, 'certifications' | 'safetyDataSheet'>,
): string[] {
  return [
    ...product.certifications.map((c) => `The certification "${c.type}" and its PDF`),
    ...(product.safetyDataSheet ? ['Its safety data sheet'] : []),
  ];
}

/**
 * The product's documents (certifications with their PDFs, the safety data sheet) beside the form,
 * each change a new version of the product; the delete question lists the ones on screen.
 */
function useProductDocuments(
  context: EditorContext<Product, ProductDraft>,
): EditorExtras<Product, ProductInput> {
  const { record, version, reload } = context;
  const toast = useToast();
  const [documents, setDocuments] = useState({
    certifications: record?.certifications ?? [],
    safetyDataSheetUrl: record?.safetyDataSheet?.fileUrl ?? '',
  });
  const { busy: sending, send } = useSideChange(context);

  const changeDocument = async (change: DocumentChange): Promise<boolean> =>
    record
      ? send(
          () => changeDocuments(record.id, version, change),
          (result) => {
            setDocuments({
              certifications: result.certifications.map((c) => ({ ...c, id: String(c.id) })),
              safetyDataSheetUrl: result.safetyDataSheetUrl,
            });
            toast.success('Documents saved', 'The product page shows them now.');
            reload(); // Each change of a document is a new version of the product.
          },
          (error) => toast.error('Document not saved', errorMessage(error)),
        )
      : false;

  return {
    headerActions: record ? <AppLink to={productPath(record.id)}>View on the site</AppLink> : null,
    question: record
      ? productDeleteQuestion(record.name, {
          certifications: documents.certifications,
          safetyDataSheet: documents.safetyDataSheetUrl ? { id: '', fileUrl: '' } : null,
        })
      : undefined,
    panels: record ? (
      <ProductDocumentsPanel
        certifications={documents.certifications}
        safetyDataSheetUrl={documents.safetyDataSheetUrl}
        onChange={changeDocument}
        busy={sending}
      />
    ) : (
      <p>Certifications and the safety data sheet can be added once the product is created.</p>
    ),
  };
}

/** "Delete "Elite Phos"?", listing the documents that go with it. */
const productDeleteQuestion = (
  name: string,
  documents: Pick<Product, 'certifications' | 'safetyDataSheet'>,
) => ({
  name,
  title: `Delete "${name}"?`,
  intro: 'Its page leaves the site, and these go with it:',
  consequences: whatGoesWith(documents),
  note: 'Its versions stay in the history.',
});

const PRODUCT = recordEditor(ADMIN_SECTIONS.products, {
  noun: 'product',
  documents: ProductRecordDocuments,
  labels: {
    name: 'Name',
    slug: 'Address',
    category: 'Category',
    description: 'Description',
    features: 'Features',
    imageUrl: 'Image',
    certifications: 'Certifications',
    safetyDataSheet: 'Safety data sheet',
  },
  fields: [
    { name: 'name', required: true, hint: 'Its address on the site follows the name.' },
    {
      name: 'category',
      kind: 'select',
      required: true,
      placeholder: 'Choose a category',
      options: CATEGORY_OPTIONS,
    },
    { name: 'description', kind: 'textarea', required: true },
    bareField('features', ({ value, change, error }) => (
      <FeatureListField features={value} onChange={change} error={error} />
    )),
    imageField('imageUrl', { id: 'product-image', allowClear: true, placeholder: 'No image' }),
  ],
  createLabel: 'Create Product',
  createdTitle: 'Created',
  empty: emptyForm<ProductDraft>({
    name: '',
    category: undefined,
    description: '',
    features: [''],
    imageUrl: '',
  }),
  draftOf: (product, empty) => formOf({ ...product, features: [...product.features] }, empty),
  check: (draft) =>
    draft.category
      ? undefined
      : { field: 'category', message: 'Category must be one of the three categories' },
  inputOf: (draft) => ({
    ...draft,
    category: draft.category as ProductCategory,
    imageUrl: draft.imageUrl || null,
  }),
  restoreNote: "A restore brings back the form's fields; the documents stay as they are.",
  useExtras: useProductDocuments,
  name: (product) => product.name,
  messages: {
    added: (product) => `"${product.name}" is on the site.`,
    saved: (product) => `"${product.name}" was saved.`,
    deleted: (product) => `"${product.name}" was deleted.`,
  },
  remove: {
    question: (product) => productDeleteQuestion(product.name, product),
    variables: (_, version) => ({ expectedVersion: version, confirm: true }),
  },
});

/**
 * /admin/products/{id} and /admin/products/new: the editor (name, category, description, features
 * as a list, image from the image manager), with its documents beside it.
 */
export const AdminProductEditPage = () => <RecordEditorScreen config={PRODUCT} />;
