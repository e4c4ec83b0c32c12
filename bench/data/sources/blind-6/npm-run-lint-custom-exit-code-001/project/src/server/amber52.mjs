import { fmt52 } from '../shared/amber52.mjs';
export function fmt52(x) {
  return `server:amber52:${x}`;
}
