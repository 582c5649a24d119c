import { RecordVersions, type RecordVersion } from '../RecordVersions';

export type NewsletterVersion = RecordVersion;

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  date: 'Publication date',
  summary: 'Summary',
  content: 'Body',
  imageUrl: 'Cover',
  pdfUrl: 'PDF edition',
  status: 'Status',
};

export const fieldLabel = (name: string) => FIELD_LABELS[name] ?? name;

export interface NewsletterVersionsProps {
  versions: readonly NewsletterVersion[];
  /** The version on screen: it cannot be restored onto itself. */
  current: number;
  restoring: boolean;
  onRestore: (version: number) => void;
}

/** A newsletter's version history (RecordVersions) in the editor's words, with restore. */
export function NewsletterVersions(props: NewsletterVersionsProps) {
  return <RecordVersions {...props} labels={FIELD_LABELS} />;
}
