export function i18n_13(x) {
  return x * 23;
}
import util from 'node:util';
export const isList = util.isArray;
