import { fmt114 } from '../shared/kestrel114.mjs';
export function fmt114(x) {
  return `server:kestrel114:${x}`;
}
