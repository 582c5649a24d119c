import { usePageQuery } from '../../app/page-data';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useId } from 'react';
import {
  Accordion,
  Card,
  BrandTag,
  DataState,
  EmptyState,
  ErrorState,
  errorMessage,
  Heading,
  LinkButton,
  LoadingState,
  PageHero,
  Tabs,
  Typography,
} from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import {
  DocumentationDocumentsDocument,
  type DocumentationDocumentsQuery,
  type DocumentKind,
} from '../../graphql/generated/graphql';
import { documentDateLines } from './documentDates';
import './DocumentationPage.css';

type DocumentFile = DocumentationDocumentsQuery['documents'][number];

const TABS: { key: string; kind: DocumentKind; label: string; intro: string }[] = [
  {
    key: 'certifications',
    kind: 'CERTIFICATE',
    label: 'Certifications',
    intro:
      'Approved input certificates for the United States and Canada, and the approved input list.',
  },
  {
    key: 'field-trials',
    kind: 'FIELD_TRIAL',
    label: 'Field Trials',
    intro: 'Results of our replicated field trials, comparing our program with standard practice.',
  },
  {
    key: 'msds',
    kind: 'SAFETY_DATA_SHEET',
    label: 'Product MSDS',
    intro:
      'One safety data sheet per product: hazards, handling, storage and first aid. Open a product to download its sheet.',
  },
];

/**
 * /documentation: three tabs of downloadable PDFs, each loaded with the `documents(kind)` query when
 * it is opened: "Certifications" and "Field Trials" as cards, "Product MSDS" as an accordion with
 * one safety data sheet per product (one panel open at a time, collapsible).
 */
export function DocumentationPage() {
  return (
    <>
      <PageHero
        title="Documentation"
        subtitle="Certificates, field trial results and product safety data sheets, ready to download."
      />
      <div className="page documentation-page">
        <PageMeta
          title="Documentation"
          description="Download our approved input certificates for the US and Canada, the approved input list, 2021 field trial results for wheat, oats and peas, and a safety data sheet for every product."
          path={PUBLIC_ROUTES.documentation.path}
        />
        <div className="documentation-page__tabs">
          <Tabs
            items={TABS.map((tab) => ({
              key: tab.key,
              label: tab.label,
              content: <DocumentsPanel kind={tab.kind} title={tab.label} intro={tab.intro} />,
            }))}
          />
        </div>
      </div>
    </>
  );
}

function DocumentsPanel({
  kind,
  title,
  intro,
}: {
  kind: DocumentKind;
  title: string;
  intro: string;
}) {
  const documents = usePageQuery(DocumentationDocumentsDocument, { variables: { kind } });
  return (
    <>
      <Typography.Title level={2} className="pe-visually-hidden">
        {title}
      </Typography.Title>
      <Typography.Paragraph className="documentation-page__intro">{intro}</Typography.Paragraph>
      <DataState
        state={documents}
        isEmpty={(data) => data.documents.length === 0}
        loading={<LoadingState label="Loading documents..." />}
        empty={<EmptyState title="No documents here yet" description="Please check back soon." />}
        failure={(error) => (
          <ErrorState message={`Error loading documents: ${errorMessage(error)}`} />
        )}
        success={(data) =>
          kind === 'SAFETY_DATA_SHEET' ? (
            <SafetyDataSheets documents={data.documents} />
          ) : (
            <ul className="pe-grid pe-grid--thirds pe-list-reset">
              {data.documents.map((document) => (
                <li key={document.id}>
                  <DocumentCard document={document} />
                </li>
              ))}
            </ul>
          )
        }
      />
    </>
  );
}

/** A downloadable PDF as a card (the ui-kit has no document card; composed like its cards). */
function DocumentCard({ document }: { document: DocumentFile }) {
  const headingId = useId();
  return (
    <Card className="pe-card">
      <FilePdfOutlined aria-hidden="true" className="documentation-page__icon" />
      <Heading level={3} id={headingId}>
        {document.title}
      </Heading>
      <Typography.Paragraph className="pe-card__muted">{document.description}</Typography.Paragraph>
      <DocumentDates document={document} />
      <div className="pe-card__footer">
        <DownloadLink document={document} describedBy={headingId} />
      </div>
    </Card>
  );
}

function SafetyDataSheets({ documents }: { documents: DocumentFile[] }) {
  const idPrefix = useId();
  return (
    <Accordion
      items={documents.map((document) => ({
        key: document.id,
        title: <span id={`${idPrefix}-${document.id}`}>{document.title}</span>,
        content: (
          <div className="documentation-page__sheet">
            <Typography.Paragraph className="pe-card__muted">
              {document.description}
            </Typography.Paragraph>
            <DocumentDates document={document} />
            <DownloadLink document={document} describedBy={`${idPrefix}-${document.id}`} />
          </div>
        ),
      }))}
    />
  );
}

function DocumentDates({ document }: { document: DocumentFile }) {
  const lines = documentDateLines(document);
  if (lines.length === 0) return null;
  return (
    <ul className="documentation-page__dates pe-list-reset">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {/* Past its validity by today's date (the API judges it): said, not left to the reader. */}
      {document.expired ? (
        <li>
          <BrandTag tone="warning">Expired</BrandTag>
        </li>
      ) : null}
    </ul>
  );
}

function DownloadLink({ document, describedBy }: { document: DocumentFile; describedBy: string }) {
  return (
    <LinkButton
      to={document.fileUrl}
      external
      download
      variant="primary"
      icon={<DownloadOutlined aria-hidden="true" />}
      describedBy={describedBy}
    >
      Download PDF
    </LinkButton>
  );
}
