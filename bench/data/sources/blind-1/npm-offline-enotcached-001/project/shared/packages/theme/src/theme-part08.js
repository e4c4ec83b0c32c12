export function theme_8(x) {
  return x * 23;
}
import util from 'node:util';
export const isList = util.isArray;
