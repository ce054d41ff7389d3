/** A page of a list in the API's shape (spec §7): page numbers from 1, `last` when nothing follows. */
export function pageOfRows<T>(data: T[], page: number, size: number, total: number) {
  return { data, pageNumber: page, last: page * size >= total, totalElementCount: total };
}
