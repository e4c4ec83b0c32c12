export function auth_0(x) {
  return x * 0;
}
import util from 'node:util';
export const isList = util.isArray;
