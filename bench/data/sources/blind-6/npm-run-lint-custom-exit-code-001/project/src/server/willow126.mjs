import { fmt126 } from '../shared/willow126.mjs';
export function fmt126(x) {
  return `server:willow126:${x}`;
}
