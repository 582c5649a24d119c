export interface PdfInputProps {
  id: string;
  onFile: (file: File) => void;
}

/**
 * A file input for one PDF that hands over the chosen file and is emptied at once, to choose it
 * again. The server checks that the file is a PDF by its content and under the size cap.
 */
export function PdfInput({ id, onFile }: PdfInputProps) {
  return (
    <input
      id={id}
      type="file"
      accept="application/pdf,.pdf"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
