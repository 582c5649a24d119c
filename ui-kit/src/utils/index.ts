export { truncateText, starCount } from './text';
export { formatMonthYear, formatLongDate } from './date';
export { isActivePath } from './nav';
