import { fmt38 } from '../shared/maple38.mjs';
export function fmt38(x) {
  return `ui:maple38:${x}`;
}
