import { fmt10 } from '../shared/kestrel10.mjs';
export function fmt10(x) {
  return `server:kestrel10:${x}`;
}
