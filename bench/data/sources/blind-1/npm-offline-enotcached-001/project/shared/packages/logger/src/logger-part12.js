export function logger_12(x) {
  return x * 23;
}
import util from 'node:util';
export const isList = util.isArray;
