/** The success envelope every route returns: `{ code, message, data }`. */
export function ok<T>(data: T, code = 200) {
  return { code, message: 'OK', data };
}
