/**
 * The largest page the API serves (`first` of a paginated list, MAX_PAGE_SIZE in
 * backend/src/common/pagination.ts, also stated in the schema's argument descriptions): a larger
 * `first` is refused, so screens that show a whole list ask for pages of this size.
 */
export const MAX_PAGE_SIZE = 100;
