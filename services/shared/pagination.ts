export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

export interface Page {
  limit: number;
  offset: number;
}

/** page and limit have been checked by the route schema (integers, page ≥ 1, 1 ≤ limit ≤ MAX_LIMIT). */
export function pageOf(metaData: { page?: number; limit?: number } | undefined): Page {
  const page = metaData?.page ?? DEFAULT_PAGE;
  const limit = metaData?.limit ?? DEFAULT_LIMIT;
  return { limit, offset: (page - 1) * limit };
}
