import { RecordVersions, type RecordVersion } from '../../../features/admin/records/RecordVersions';

export type NewsletterVersion = RecordVersion;

export const NEWSLETTER_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  date: 'Publication date',
  summary: 'Summary',
  content: 'Body',
  imageUrl: 'Cover',
  pdfUrl: 'PDF edition',
  status: 'Status',
};

export interface NewsletterVersionsProps {
  versions: readonly NewsletterVersion[];
  /** The version on screen: it cannot be restored onto itself. */
  current: number;
  restoring: boolean;
  onRestore: (version: number) => void;
}

/** A newsletter's version history (RecordVersions) in the editor's words, with restore. */
export function NewsletterVersions(props: NewsletterVersionsProps) {
  return <RecordVersions {...props} labels={NEWSLETTER_FIELD_LABELS} />;
}
