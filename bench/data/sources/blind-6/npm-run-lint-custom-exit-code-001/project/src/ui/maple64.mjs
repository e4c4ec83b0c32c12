import { fmt64 } from '../shared/maple64.mjs';
export function fmt64(x) {
  return `ui:maple64:${x}`;
}
