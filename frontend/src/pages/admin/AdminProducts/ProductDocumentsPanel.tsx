import { Button, Input } from 'antd';
import { useState } from 'react';
import { PdfInput } from '../../../features/admin/PdfInput';
import type { DocumentChange } from './productDocuments';
// antd's styles for the form error markup written here.
import 'virtual:antd/Form.css';

export interface ProductDocumentsPanelProps {
  certifications: readonly { id: string; type: string; documentUrl: string }[];
  safetyDataSheetUrl: string;
  /** Sends one change; resolves once it is saved (the panel then clears its inputs). */
  onChange: (change: DocumentChange) => Promise<boolean>;
  busy: boolean;
}

/**
 * A product's certifications, each with its PDF (add, replace, remove), and its safety data sheet
 * (upload, replace, remove). Each change is saved on its own at once, as a new version of the
 * product; the server checks that a PDF is one by its content and under the size cap.
 */
export function ProductDocumentsPanel({
  certifications,
  safetyDataSheetUrl,
  onChange,
  busy,
}: ProductDocumentsPanelProps) {
  const [type, setType] = useState('');
  const [typeError, setTypeError] = useState<string | undefined>();

  return (
    <>
      <fieldset className="product-editor__documents" disabled={busy}>
        <legend>Certifications</legend>
        {certifications.length === 0 ? <p>No certifications yet.</p> : null}
        <ul className="product-editor__certifications">
          {certifications.map((certification) => (
            <li key={certification.id}>
              <strong>{certification.type}</strong>{' '}
              {certification.documentUrl ? (
                <a href={certification.documentUrl} target="_blank" rel="noreferrer">
                  Open the PDF of {certification.type}
                </a>
              ) : (
                'No PDF'
              )}
              <label htmlFor={`certification-${certification.id}`}>
                Replace the PDF of {certification.type}
              </label>
              <PdfInput
                id={`certification-${certification.id}`}
                onFile={(file) =>
                  void onChange({
                    kind: 'replaceCertification',
                    certificationId: certification.id,
                    file,
                  })
                }
              />
              <Button
                size="small"
                onClick={() =>
                  void onChange({ kind: 'removeCertification', certificationId: certification.id })
                }
              >
                Remove {certification.type}
              </Button>
            </li>
          ))}
        </ul>
        <label htmlFor="certification-type">New certification type</label>
        <Input
          id="certification-type"
          value={type}
          placeholder="e.g. OMRI Listed"
          status={typeError ? 'error' : undefined}
          aria-describedby={typeError ? 'certification-type-error' : undefined}
          onChange={(event) => {
            setType(event.target.value);
            setTypeError(undefined);
          }}
        />
        {typeError ? (
          <div id="certification-type-error" className="ant-form-item-explain-error">
            {typeError}
          </div>
        ) : null}
        <label htmlFor="certification-pdf">Certificate PDF for the new certification</label>
        <PdfInput
          id="certification-pdf"
          onFile={(file) => {
            if (!type.trim()) {
              setTypeError('Certification type is required');
              return;
            }
            void onChange({ kind: 'addCertification', type: type.trim(), file }).then((done) => {
              if (done) setType('');
            });
          }}
        />
      </fieldset>
      <fieldset className="product-editor__documents" disabled={busy}>
        <legend>Safety data sheet</legend>
        {safetyDataSheetUrl ? (
          <p>
            <a href={safetyDataSheetUrl} target="_blank" rel="noreferrer">
              Open the safety data sheet
            </a>{' '}
            <Button size="small" onClick={() => void onChange({ kind: 'removeSafetyDataSheet' })}>
              Remove the safety data sheet
            </Button>
          </p>
        ) : (
          <p>No safety data sheet yet.</p>
        )}
        <label htmlFor="safety-data-sheet">
          {safetyDataSheetUrl ? 'Replace the safety data sheet' : 'Upload a safety data sheet'}{' '}
          (PDF)
        </label>
        <PdfInput
          id="safety-data-sheet"
          onFile={(file) => void onChange({ kind: 'putSafetyDataSheet', file })}
        />
      </fieldset>
    </>
  );
}
