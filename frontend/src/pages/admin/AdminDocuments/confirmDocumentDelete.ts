import { Modal } from 'antd';

/** Asks before a document is deleted; `onOk` runs the delete (the dialog waits for it). */
export function confirmDocumentDelete(doc: { title: string }, onOk: () => Promise<void>): void {
  Modal.confirm({
    title: `Delete ${doc.title}?`,
    content:
      'It disappears from the documentation page at once, and its PDF is deleted. Its versions stay in the history.',
    okText: 'Delete',
    okButtonProps: { danger: true },
    onOk,
  });
}
