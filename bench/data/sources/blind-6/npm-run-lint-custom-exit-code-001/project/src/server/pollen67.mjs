import { fmt67 } from '../shared/pollen67.mjs';
export function fmt67(x) {
  return `server:pollen67:${x}`;
}
