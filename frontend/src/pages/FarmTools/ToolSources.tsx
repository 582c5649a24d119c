import { memo } from 'react';
import { SITE_NAME } from '../../app/meta';
import { askAgronomistHref, usePrintedDay } from './toolForm';
import type { Caveat, ToolSource } from 'agronomy';

interface ToolNotesProps {
  caveats: readonly Caveat[];
  sources: readonly ToolSource[];
  /** Which table is used where published ones disagree, and why. */
  choice?: string;
}

/**
 * The print view's first line: the company, the tool and the day it is printed. A component of
 * its own, so that reading the day again for a print renders this line alone.
 */
export function ToolPrintHeader({ tool }: { tool: string }) {
  const day = usePrintedDay();
  return (
    <p className="tool-print-header">
      {SITE_NAME} · {tool} · printed {day}
    </p>
  );
}

const yearOf = (year: number | null) => (year === null ? 'n.d.' : String(year));

/**
 * A tool's "What this cannot tell you" and "Sources" sections: every constant's publication.
 * Its props are the tool's constants, so it renders once, not again with each changed input.
 */
export const ToolNotes = memo(function ToolNotes({ caveats, sources, choice }: ToolNotesProps) {
  return (
    <>
      <section className="tool-section tool-notes" aria-labelledby="tool-caveats">
        <h2 id="tool-caveats">What this cannot tell you</h2>
        <ul>
          {caveats.map((caveat) => (
            <li key={caveat.text}>{caveat.text}</li>
          ))}
        </ul>
      </section>
      <section className="tool-section tool-notes tool-sources" aria-labelledby="tool-sources">
        <h2 id="tool-sources">Sources</h2>
        {choice ? <p>{choice}</p> : null}
        <ol>
          {sources.map(({ source, usedFor }) => (
            <li key={`${source.title}|${source.where ?? ''}`}>
              <cite>{source.title}</cite>. {source.publisher}, {yearOf(source.year)}.
              {source.where ? ` ${source.where}.` : ''}{' '}
              {source.url ? (
                <a href={source.url} rel="noreferrer">
                  {source.url}
                </a>
              ) : null}
              <br />
              <span className="tool-sources__use">Used for: {usedFor.join('; ')}.</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
});

interface ToolActionsProps {
  summary: string;
}

/** Print, and ask an agronomist with the result filled in. */
export function ToolActions({ summary }: ToolActionsProps) {
  return (
    <div className="tool-actions">
      <button type="button" className="tool-button" onClick={() => window.print()}>
        Print
      </button>
      <a className="tool-button tool-button--primary" href={askAgronomistHref(summary)}>
        Ask an agronomist about this plan
      </a>
    </div>
  );
}
