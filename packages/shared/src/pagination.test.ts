import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from './page-size.js';
import { pageOffset, pageQuerySchema } from './pagination.js';

describe('pageQuerySchema', () => {
  it('defaults to the first page of 20 and reads query strings', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(pageQuerySchema.parse({ page: '3', page_size: '5' })).toEqual({ page: 3, page_size: 5 });
  });

  it('refuses pages below 1, sizes above the maximum and non-numbers', () => {
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page_size: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
  });

  it('turns a page into a row offset', () => {
    expect(pageOffset({ page: 3, page_size: 20 })).toBe(40);
  });
});
