import { fmt2 } from '../shared/cedar2.mjs';
export function fmt2(x) {
  return `server:cedar2:${x}`;
}
