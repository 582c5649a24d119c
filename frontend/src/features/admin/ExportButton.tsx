import { Button } from 'antd';
import { useState } from 'react';
import { downloadAdminFile } from './adminDownload';
import { useRequestFailed } from './useRequestFailed';

/**
 * "Export CSV": downloads an admin export (`url`, saved as the server names it, else `fileName`);
 * the button shows the download under way, and a failure goes to useRequestFailed.
 */
export function ExportButton({ url, fileName }: { url: string; fileName: string }) {
  const failed = useRequestFailed();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      await downloadAdminFile(url, fileName);
    } catch (error) {
      failed(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button loading={exporting} onClick={() => void download()}>
      Export CSV
    </Button>
  );
}
