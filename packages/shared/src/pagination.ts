import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-size.js';
import { z } from './zod.js';

/**
 * `?page=&page_size=` of every list endpoint: page from 1, page_size 1 to
 * MAX_PAGE_SIZE (a larger one is a 400, not silently cut).
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `{ items, total, page, page_size }`: one page of a list, `total` counting every item. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
}

/** Row offset of a page for SQL `OFFSET`. */
export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.page_size;
}
