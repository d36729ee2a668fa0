/**
 * The one paging shape and its limits, for every list the server answers (spec §3's message list
 * is the same shape with `total` added). Query: `pageNum` (1–100000, default 1) and `pageSize`
 * (1–100; the default is each list's own, e.g. 5 for notices). The server parses them in one place
 * (server/http/paging.ts) with the messages below.
 */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  isLastPage: boolean;
}

/** Which page of a list to answer: pageNum and pageSize, parsed on the server by server/http/paging.ts. */
export interface PageInput {
  pageNum: number;
  pageSize: number;
}

export const PAGING = {
  maxPageNum: 100_000,
  maxPageSize: 100,
  defaultPageSize: 10,
  pageNumMessage: '页码有误',
  pageSizeMessage: '每页条数有误',
} as const;

/** Builds a page from one slice of rows and the total count. */
export function pageOf<T>(list: T[], total: number, pageNum: number, pageSize: number): Page<T> {
  return { list, total, pageNum, pageSize, isLastPage: pageNum * pageSize >= total };
}

/** The OFFSET of a page. */
export const offsetOf = (pageNum: number, pageSize: number) => (pageNum - 1) * pageSize;
