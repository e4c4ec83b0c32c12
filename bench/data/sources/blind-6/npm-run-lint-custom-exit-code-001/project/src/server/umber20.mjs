import { fmt20 } from '../shared/umber20.mjs';
export function fmt20(x) {
  return `server:umber20:${x}`;
}
