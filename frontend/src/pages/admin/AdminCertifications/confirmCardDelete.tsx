import { Modal } from 'antd';
import type { AdminCertificationCardFieldsFragment } from '../../../graphql/generated/admin/graphql';

/**
 * Asks before a certification card is deleted, naming the subtypes that go with it; `onOk` runs
 * the delete (the dialog stays open, busy, until it settles).
 */
export function confirmCardDelete(
  card: Pick<AdminCertificationCardFieldsFragment, 'title' | 'subtypes'>,
  onOk: () => Promise<void>,
): void {
  const names = card.subtypes.map((subtype) => subtype.name);
  Modal.confirm({
    title: `Delete ${card.title}?`,
    content: (
      <>
        <p>The card disappears from the certifications page at once.</p>
        {names.length ? (
          <>
            <p>
              {names.length === 1
                ? 'Its subtype is deleted with it:'
                : `Its ${names.length} subtypes are deleted with it:`}
            </p>
            <ul>
              {names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p>Its versions stay in the history.</p>
      </>
    ),
    okText: 'Delete',
    okButtonProps: { danger: true },
    onOk,
  });
}
