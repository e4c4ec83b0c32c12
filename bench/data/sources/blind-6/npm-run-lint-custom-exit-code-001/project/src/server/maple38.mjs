import { fmt38 } from '../shared/maple38.mjs';
export function fmt38(x) {
  return `server:maple38:${x}`;
}
