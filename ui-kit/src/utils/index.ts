export { truncateText, starCount } from './text';
export { formatMonthYear, formatLongDate } from './date';
export { isActivePath } from './nav';
export { telHref } from './phone';
export type { NavLink } from './nav';
