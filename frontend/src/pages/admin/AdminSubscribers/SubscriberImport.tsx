import { Alert, Button, Modal, Table } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { Typography } from 'ui-kit';
import { TableScroll } from 'ui-kit/admin';
import { useRequestFailed } from '../../../features/admin';
import { sendAdminFile, uploadForm } from '../../../features/admin/adminUpload';
import { SUBSCRIBERS_IMPORT_URL } from './subscriberLabels';

/** One row of the file that was not added, and why (the server's words). */
export interface ImportRefusedRow {
  row: number;
  email: string;
  reason:
    'invalid_address' | 'unknown_topic' | 'duplicate_in_file' | 'suppressed' | 'already_subscribed';
  message: string;
}

/** What POST /api/admin/imports/subscribers answers. */
export interface ImportReport {
  rows: number;
  added: number;
  refused: ImportRefusedRow[];
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-CA')} ${count === 1 ? one : many}`;

/** An import's outcome: the counts, then each row that was not added with its reason. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <>
      <Alert
        type={report.added > 0 ? 'success' : 'info'}
        showIcon
        title={`${plural(report.added, 'address', 'addresses')} added of ${plural(report.rows, 'row', 'rows')}; ${plural(report.refused.length, 'row', 'rows')} not added.`}
        description="Each new address is pending and has been sent a confirmation e-mail: it receives nothing else until its owner confirms."
      />
      {report.refused.length > 0 ? (
        <TableScroll label="Rows not added">
          <Table<ImportRefusedRow>
            className="admin-import__refused"
            size="small"
            rowKey="row"
            pagination={report.refused.length > 50 ? { pageSize: 50 } : false}
            dataSource={report.refused}
            columns={[
              { title: 'Row', dataIndex: 'row' },
              { title: 'Email', dataIndex: 'email' },
              { title: 'Not added because', dataIndex: 'message' },
            ]}
          />
        </TableScroll>
      ) : null}
    </>
  );
}

/**
 * "Import CSV": a file with an `email` column (and optionally `topics`) sent to the server, which
 * adds each new address as pending with a confirmation e-mail (double opt-in), leaves known ones
 * as they are and refuses erased ones; its report opens in a dialog.
 */
export function SubscriberImport({ onImported }: { onImported: () => void }) {
  const failed = useRequestFailed();
  const input = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImporting(true);
    try {
      const answer = await sendAdminFile<ImportReport>(
        SUBSCRIBERS_IMPORT_URL,
        uploadForm({}, file),
      );
      setReport(answer);
      onImported();
    } catch (error) {
      failed(error);
    } finally {
      setImporting(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="CSV file to import"
        onChange={(event) => void send(event)}
      />
      <Button loading={importing} onClick={() => input.current?.click()}>
        Import CSV
      </Button>
      <Modal
        open={report !== null}
        title="Import report"
        onCancel={() => setReport(null)}
        footer={[
          <Button key="close" type="primary" onClick={() => setReport(null)}>
            Close
          </Button>,
        ]}
        width="min(720px, calc(100vw - 32px))"
      >
        {report ? <ImportReportView report={report} /> : null}
        <Typography.Paragraph className="admin-import__help">
          A file needs a first row naming its columns, one of them “email” (optionally “topics”,
          separated by semicolons); at most 10,000 rows and 2 MB.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
