import { fmt12 } from '../shared/maple12.mjs';
export function fmt12(x) {
  return `ui:maple12:${x}`;
}
