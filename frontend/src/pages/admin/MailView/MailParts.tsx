import { Segmented } from 'antd';
import { useState } from 'react';
import { Tabs } from 'ui-kit';
import { previewDocument, textPieces } from './mailPreview';
import './MailView.css';

/*
 * An e-mail as the admin shows it, wherever it shows one: the outbox's messages and the preview of
 * a newsletter's e-mail before it is sent.
 */

export interface MailHeader {
  name: string;
  value: string;
}

/** Headers (Message-ID, List-Unsubscribe…) in a small table, one row each. */
export function MailHeaderTable({
  headers,
  caption = 'Other headers',
}: {
  headers: readonly MailHeader[];
  caption?: string;
}) {
  return (
    <table className="mail-view__headers">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {headers.map((header) => (
          <tr key={header.name}>
            <th scope="row">{header.name}</th>
            <td>{header.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface MailPartsProps {
  subject: string;
  html: string;
  text: string;
}

/**
 * The two parts in tabs: the HTML in a sandboxed frame (no scripts, not same-origin; its links
 * open in a new tab) at a phone's or a desktop's width, and the plain text with its addresses
 * linked.
 */
export function MailParts({ subject, html, text }: MailPartsProps) {
  return (
    <Tabs
      items={[
        { key: 'html', label: 'HTML', content: <HtmlPart html={html} subject={subject} /> },
        { key: 'text', label: 'Text', content: <TextPart text={text} /> },
      ]}
    />
  );
}

type FrameWidth = 'phone' | 'desktop';

function HtmlPart({ html, subject }: { html: string; subject: string }) {
  const [width, setWidth] = useState<FrameWidth>('desktop');
  return (
    <>
      <Segmented<FrameWidth>
        aria-label="Width"
        className="mail-view__width"
        value={width}
        onChange={setWidth}
        options={[
          { value: 'phone', label: 'Phone (375 px)' },
          { value: 'desktop', label: 'Desktop' },
        ]}
      />
      <iframe
        className={`mail-view__frame mail-view__frame--${width}`}
        title={`The HTML part of “${subject}”`}
        // No allow-scripts, no allow-same-origin: the message runs nothing and reaches nothing of
        // the admin's; popups (its links, by <base target="_blank">) open as ordinary tabs.
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={previewDocument(html)}
      />
    </>
  );
}

function TextPart({ text }: { text: string }) {
  return (
    <pre className="mail-view__text">
      {textPieces(text).map((piece, index) =>
        piece.url === undefined ? (
          piece.text
        ) : (
          <a key={index} href={piece.url} target="_blank" rel="noreferrer">
            {piece.url}
          </a>
        ),
      )}
    </pre>
  );
}
