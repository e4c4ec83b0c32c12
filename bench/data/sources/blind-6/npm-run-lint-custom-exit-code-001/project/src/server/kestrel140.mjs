import { fmt140 } from '../shared/kestrel140.mjs';
export function fmt140(x) {
  return `server:kestrel140:${x}`;
}
