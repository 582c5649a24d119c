import { useMutation } from '@apollo/client/react';
import { Button, Form, Input, Modal, Table } from 'antd';
import { useId, useState } from 'react';
import { Typography, useToast } from 'ui-kit';
import { TableScroll } from 'ui-kit/admin';
import {
  AdminCreateVideoCategoryDocument,
  AdminDeleteVideoCategoryDocument,
  AdminMoveVideoCategoryDocument,
  AdminRenameVideoCategoryDocument,
  type AdminVideoCategoryFieldsFragment,
  type UserErrorFieldsFragment,
} from '../../../graphql/generated/admin-videos/graphql';
import { ConfirmDelete, MoveButtons } from 'ui-kit/admin';
import { useListAction } from '../../../features/admin/records/useListAction';

type Category = AdminVideoCategoryFieldsFragment;

export interface VideoCategoriesPanelProps {
  categories: readonly Category[];
  /** The tab whose videos the list below shows. */
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** After any change: the screen reads the tabs (and their videos) again. */
  onChanged: () => Promise<unknown>;
  /** A thrown error (network, lost session). */
  failed: (error: unknown) => void;
}

/** What the name dialog is for: a new tab, or renaming one. */
type Naming = { mode: 'create' } | { mode: 'rename'; category: Category };

/**
 * The tabs of /videos in their order: each can be moved, renamed or deleted (a tab that still
 * holds videos is refused by the API, whose message says how many), and a new one added last.
 */
export function VideoCategoriesPanel({
  categories,
  selectedId,
  onSelect,
  onChanged,
  failed,
}: VideoCategoriesPanelProps) {
  const headingId = useId();
  const [naming, setNaming] = useState<Naming | undefined>();
  const [move, moving] = useMutation(AdminMoveVideoCategoryDocument);
  const [remove, removing] = useMutation(AdminDeleteVideoCategoryDocument);
  /** The category whose delete is being asked about. */
  const [asking, setAsking] = useState<Category | undefined>();

  const act = useListAction(onChanged);

  const moveTo = (row: Category, position: number) => {
    if (moving.loading) return;
    void act(
      async () => {
        const payload = (await move({ variables: { id: row.id, position } })).data
          ?.moveVideoCategory;
        return { done: Boolean(payload?.videoCategory), userErrors: payload?.userErrors };
      },
      {
        success: ['Moved', `${row.name} is now tab ${position} of the videos page.`],
        failure: ['Not moved', 'The category was not moved.'],
      },
    );
  };

  /** A category that still holds videos is refused by the API, whose message says how many. */
  const deleteCategory = async (row: Category) => {
    await act(
      async () => {
        const payload = (await remove({ variables: { id: row.id } })).data?.deleteVideoCategory;
        return { done: Boolean(payload?.deletedId), userErrors: payload?.userErrors };
      },
      {
        success: ['Deleted', `The category ${row.name} was deleted.`],
        failure: ['Not deleted', 'Nothing was deleted.'],
      },
    );
    setAsking(undefined);
  };

  return (
    <section className="admin-video-categories" aria-labelledby={headingId}>
      <div className="admin-page__header">
        <Typography.Title level={2} id={headingId}>
          Categories
        </Typography.Title>
        <Button onClick={() => setNaming({ mode: 'create' })}>New Category</Button>
      </div>
      <Typography.Paragraph>
        Each category is a tab of the videos page, in this order.
      </Typography.Paragraph>
      <TableScroll label="Categories in tab order">
        <Table<Category>
          rowKey="id"
          dataSource={[...categories]}
          pagination={false}
          size="small"
          columns={[
            {
              title: 'Place',
              dataIndex: 'sortOrder',
              render: (sortOrder: number, row) => (
                <MoveButtons
                  position={sortOrder + 1}
                  last={sortOrder + 1 >= categories.length}
                  name={row.name}
                  onMove={(position) => void moveTo(row, position)}
                />
              ),
            },
            {
              title: 'Name',
              dataIndex: 'name',
              render: (name: string, row) => (
                <Button
                  type="link"
                  className="admin-video-categories__name"
                  aria-pressed={row.id === selectedId}
                  onClick={() => onSelect(row.id)}
                >
                  {name}
                </Button>
              ),
            },
            { title: 'Videos', dataIndex: 'videoCount' },
            {
              title: 'Change',
              render: (_, row) => (
                <span className="admin-video-categories__actions">
                  <Button
                    size="small"
                    aria-label={`Rename ${row.name}`}
                    onClick={() => setNaming({ mode: 'rename', category: row })}
                  >
                    Rename
                  </Button>
                  <Button
                    danger
                    size="small"
                    aria-label={`Delete ${row.name}`}
                    onClick={() => setAsking(row)}
                  >
                    Delete
                  </Button>
                </span>
              ),
            },
          ]}
        />
      </TableScroll>
      {asking ? (
        <ConfirmDelete
          open
          name={asking.name}
          title={`Delete the category ${asking.name}?`}
          consequences={[]}
          note="Its tab disappears from the videos page at once."
          deleting={removing.loading}
          onCancel={() => setAsking(undefined)}
          onDelete={() => void deleteCategory(asking)}
        />
      ) : null}
      {naming ? (
        <CategoryNameDialog
          naming={naming}
          onClose={() => setNaming(undefined)}
          onSaved={async (category) => {
            setNaming(undefined);
            await onChanged();
            onSelect(category.id);
          }}
          failed={failed}
        />
      ) : null}
    </section>
  );
}

interface CategoryNameDialogProps {
  naming: Naming;
  onClose: () => void;
  onSaved: (category: Category) => Promise<void>;
  failed: (error: unknown) => void;
}

/** The name of a new tab, or the new name of one; the API's message shows under the field. */
function CategoryNameDialog({ naming, onClose, onSaved, failed }: CategoryNameDialogProps) {
  const toast = useToast();
  const inputId = useId();
  const [name, setName] = useState(naming.mode === 'rename' ? naming.category.name : '');
  const [problem, setProblem] = useState<string | undefined>();
  const [create, creating] = useMutation(AdminCreateVideoCategoryDocument);
  const [rename, renaming] = useMutation(AdminRenameVideoCategoryDocument);

  const refused = (userErrors: readonly UserErrorFieldsFragment[]) =>
    setProblem(userErrors[0]?.message ?? 'The category was not saved.');

  const save = async () => {
    const input = { name };
    try {
      const payload =
        naming.mode === 'create'
          ? (await create({ variables: { input } })).data?.createVideoCategory
          : (await rename({ variables: { id: naming.category.id, input } })).data
              ?.renameVideoCategory;
      if (!payload?.videoCategory) return refused(payload?.userErrors ?? []);
      toast.success('Saved', `The category ${payload.videoCategory.name} was saved.`);
      await onSaved(payload.videoCategory);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Modal
      open
      title={naming.mode === 'create' ? 'New category' : `Rename ${naming.category.name}`}
      okText={naming.mode === 'create' ? 'Add category' : 'Rename'}
      confirmLoading={creating.loading || renaming.loading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item
          label="Name"
          htmlFor={inputId}
          required
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? 'The tab label on the videos page, e.g. "Field Days".'}
        >
          <Input
            id={inputId}
            value={name}
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
