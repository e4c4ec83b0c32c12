import { fmt36 } from '../shared/kestrel36.mjs';
export function fmt36(x) {
  return `server:kestrel36:${x}`;
}
