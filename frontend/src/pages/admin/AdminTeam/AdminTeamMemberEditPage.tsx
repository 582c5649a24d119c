import { RecordField } from 'ui-kit/admin';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Typography, useToast } from 'ui-kit';
import { EditLockAlert, useEditLock } from '../../../features/admin/editLock';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../app/site-routes';
import {
  AdminCreateTeamMemberDocument,
  AdminDeleteTeamMemberDocument,
  AdminRestoreTeamMemberVersionDocument,
  AdminTeamMemberDocument,
  AdminUpdateTeamMemberDocument,
  type AdminTeamMemberFieldsFragment,
  type RecordVersionFieldsFragment,
  type TeamGroup,
} from '../../../graphql/generated/admin/graphql';
import { useImageOptions } from '../../../features/admin/useImageOptions';
import { RecordLoad } from '../../../features/admin/records/RecordLoad';
import { RecordVersions, restoredMessage } from '../../../features/admin/records/RecordVersions';
import {
  ConflictAlert,
  useEditorFeedback,
} from '../../../features/admin/records/useEditorFeedback';
import { TEAM_GROUP_LABELS, teamMemberEditPath } from './AdminTeamPage';

interface TeamMemberDraft {
  name: string;
  role: string;
  credentials: string;
  bio: string;
  imageUrl: string;
  group: TeamGroup;
}

const EMPTY: TeamMemberDraft = {
  name: '',
  role: '',
  credentials: '',
  bio: '',
  imageUrl: '',
  group: 'CONSULTANT',
};

function draftOf(member: AdminTeamMemberFieldsFragment): TeamMemberDraft {
  return {
    name: member.name,
    role: member.role,
    credentials: member.credentials ?? '',
    bio: member.bio,
    imageUrl: member.imageUrl,
    group: member.group,
  };
}

const FIELD_LABELS = {
  name: 'Name',
  role: 'Role',
  credentials: 'Credentials',
  bio: 'Biography',
  imageUrl: 'Portrait',
  group: 'Group',
};

/** /admin/team/{id} and /admin/team/new: the editor of one person. */
export function AdminTeamMemberEditPage() {
  const { id = 'new' } = useParams();
  const query = useQuery(AdminTeamMemberDocument, {
    variables: { id },
    skip: id === 'new',
    fetchPolicy: 'network-only',
  });
  if (id === 'new') {
    return <TeamMemberEditor key="new" member={undefined} versions={[]} onSaved={() => {}} />;
  }
  return (
    <RecordLoad
      query={query}
      record={query.data?.adminTeamMember}
      noun="the team member"
      missing="This person does not exist (they may have been deleted)."
    >
      {(member) => (
        <TeamMemberEditor
          key={member.id}
          member={member}
          versions={query.data?.recordVersions ?? []}
          onSaved={() => void query.refetch()}
        />
      )}
    </RecordLoad>
  );
}

interface TeamMemberEditorProps {
  member: AdminTeamMemberFieldsFragment | undefined;
  versions: readonly RecordVersionFieldsFragment[];
  onSaved: () => void;
}

/**
 * The form (name, role, credentials, biography, portrait from the image manager, group), saving
 * over the version it started from, deleting after a confirmation, and the version history. The
 * API's messages show under their fields; what is typed stays on screen whatever the answer.
 */
function TeamMemberEditor({ member, versions, onSaved }: TeamMemberEditorProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TeamMemberDraft>(() => (member ? draftOf(member) : EMPTY));
  const [version, setVersion] = useState(member?.version ?? 0);
  // Others opening it see "being edited since"; saves stay guarded by the version check.
  const editLock = useEditLock('team-member', member?.id);
  const { fieldErrors, conflict, submit, dismissConflict } = useEditorFeedback(
    'The team member was not saved.',
    onSaved,
  );
  const [create, creating] = useMutation(AdminCreateTeamMemberDocument);
  const [update, updating] = useMutation(AdminUpdateTeamMemberDocument);
  const [remove, removing] = useMutation(AdminDeleteTeamMemberDocument);
  const [restore, restoring] = useMutation(AdminRestoreTeamMemberVersionDocument);

  const save = async () => {
    const input = { ...draft, credentials: draft.credentials || null };
    if (!member) {
      const added = await submit(
        async () => (await create({ variables: { input } })).data?.createTeamMember,
        (payload) => payload.teamMember,
      );
      if (!added) return;
      toast.success('Saved', `${added.name} was added.`);
      await navigate(teamMemberEditPath(added.id), { replace: true });
      return;
    }
    const variables = { id: member.id, expectedVersion: version, input };
    const saved = await submit(
      async () => (await update({ variables })).data?.updateTeamMember,
      (payload) => payload.teamMember,
    );
    if (!saved) return;
    setVersion(saved.version);
    toast.success('Saved', `${saved.name} was saved.`);
    onSaved();
  };

  /** Brings back version `number` as a new one; the form shows its fields. */
  const doRestore = async (number: number) => {
    if (!member) return;
    const variables = { id: member.id, expectedVersion: version, version: number };
    const restored = await submit(
      async () => (await restore({ variables })).data?.restoreTeamMemberVersion,
      (payload) => payload.teamMember,
    );
    if (!restored) return;
    setVersion(restored.version);
    setDraft(draftOf(restored));
    toast.success('Restored', restoredMessage(number));
    onSaved();
  };

  const confirmDelete = () => {
    if (!member) return;
    Modal.confirm({
      title: `Delete ${member.name}?`,
      content: 'They disappear from the home page at once. Their versions stay in the history.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        const deleted = await submit(
          async () => (await remove({ variables: { id: member.id } })).data?.deleteTeamMember,
          (payload) => payload.deletedId,
        );
        if (!deleted) return;
        toast.success('Deleted', `${member.name} was deleted.`);
        await navigate(ADMIN_SECTIONS.team.path);
      },
    });
  };

  const set = (key: keyof TeamMemberDraft) => (value: string) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  // The seeded portraits are built-in illustrations, not in the image manager's list.
  const imageOptions = useImageOptions(draft.imageUrl);

  return (
    <>
      <PageMeta
        title={member ? `Edit: ${member.name}` : 'New Team Member'}
        description="Team member editor."
        path={teamMemberEditPath(member?.id ?? 'new')}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>
          {member ? 'Edit Team Member' : 'New Team Member'}
        </Typography.Title>
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
        {(['name', 'role', 'credentials'] as const).map((key) => (
          <RecordField
            key={key}
            id={`team-${key}`}
            label={FIELD_LABELS[key]}
            required={key !== 'credentials'}
            error={fieldErrors[key]}
            hint={key === 'credentials' ? 'Optional, e.g. "P.Ag."' : undefined}
          >
            <Input
              id={`team-${key}`}
              value={draft[key]}
              onChange={(e) => set(key)(e.target.value)}
            />
          </RecordField>
        ))}
        <RecordField id="team-bio" label="Biography" required error={fieldErrors.bio}>
          <Input.TextArea
            id="team-bio"
            rows={5}
            value={draft.bio}
            onChange={(e) => set('bio')(e.target.value)}
          />
        </RecordField>
        <RecordField
          id="team-portrait"
          label="Portrait"
          required
          error={fieldErrors.imageUrl}
          hint={'Pick an image of the image manager; upload new ones under Images.'}
        >
          <Select
            id="team-portrait"
            showSearch
            optionFilterProp="label"
            value={draft.imageUrl || undefined}
            onChange={(value?: string) => set('imageUrl')(value ?? '')}
            options={imageOptions}
            placeholder="Choose a portrait"
          />
        </RecordField>
        <RecordField id="team-group" label="Group" required error={fieldErrors.group}>
          <Select<TeamGroup>
            id="team-group"
            value={draft.group}
            onChange={(value) => setDraft((previous) => ({ ...previous, group: value }))}
            options={(Object.keys(TEAM_GROUP_LABELS) as TeamGroup[]).map((value) => ({
              value,
              label: TEAM_GROUP_LABELS[value],
            }))}
          />
        </RecordField>
        <div className="newsletter-editor__actions">
          <Button type="primary" htmlType="submit" loading={creating.loading || updating.loading}>
            Save
          </Button>
          {member ? (
            <Button danger onClick={confirmDelete} loading={removing.loading}>
              Delete
            </Button>
          ) : null}
        </div>
      </Form>
      {member ? (
        <RecordVersions
          versions={versions}
          current={version}
          labels={FIELD_LABELS}
          onRestore={(number) => void doRestore(number)}
          restoring={restoring.loading}
        />
      ) : null}
    </>
  );
}
