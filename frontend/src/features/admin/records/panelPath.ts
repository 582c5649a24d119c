/*
 * The address of an editor's extra panel, in a module of its own without React or antd: the
 * admin's section table (which every admin screen loads) names it for a moved address.
 */

/** The query parameter of an editor's address that opens one of its extra panels. */
export const PANEL_PARAM = 'panel';

/** The address of an editor with its extra panel `name` open: `/admin/newsletters/6?panel=send`. */
export const panelPath = (editorPath: string, name: string) =>
  `${editorPath}?${PANEL_PARAM}=${encodeURIComponent(name)}`;
