import { Button } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Typography } from 'ui-kit';
import { PANEL_PARAM } from './panelPath';

export interface ExtraPanelOptions {
  /** The panel's name in the editor's address (`send`). */
  name: string;
  /** The id of the panel's section; its heading's is `{id}-title`. */
  id: string;
  /** Its heading, and the words of the button that opens it ("Send by e-mail"). */
  title: string;
  /** It has something to show by itself (a mailing under way): open until the person closes it. */
  shown?: boolean;
}

export interface ExtraPanel {
  open: boolean;
  /** The button beside Save that opens and closes the panel. */
  button: ReactNode;
  /** The panel around its content, while it is open: its section and heading. */
  frame: (content: ReactNode) => ReactNode;
}

/**
 * One of a record editor's extra panels (EditorExtras' `panels`) that opens on request: by its
 * button beside Save, by its address (`panelPath`, for links and bookmarks) or by itself when it
 * has something to show. It draws nothing while closed, so its content can load when it opens.
 * Opening it, by the button or the address, takes the focus to its heading: the panel sits after
 * the form, below the fold. Its state stays out of the address, which the leave guard watches.
 */
export function useExtraPanel({ name, id, title, shown = false }: ExtraPanelOptions): ExtraPanel {
  const [params] = useSearchParams();
  const [requested] = useState(() => params.get(PANEL_PARAM) === name);
  // Until the person opens or closes it, it is open when asked for or when it has something to show.
  const [chosen, setChosen] = useState<boolean | undefined>();
  const open = chosen ?? (requested || shown);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(requested);

  useEffect(() => {
    if (!open || !focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [open]);

  const titleId = `${id}-title`;
  return {
    open,
    button: (
      <Button
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          focusHeading.current = !open;
          setChosen(!open);
        }}
      >
        {title}
      </Button>
    ),
    frame: (content) =>
      open ? (
        <section id={id} className="record-editor-panel" aria-labelledby={titleId}>
          <Typography.Title level={2} id={titleId} ref={heading} tabIndex={-1}>
            {title}
          </Typography.Title>
          {content}
        </section>
      ) : null,
  };
}
