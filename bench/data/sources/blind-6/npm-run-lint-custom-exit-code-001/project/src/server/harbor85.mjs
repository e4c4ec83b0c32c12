import { fmt85 } from '../shared/harbor85.mjs';
export function fmt85(x) {
  return `server:harbor85:${x}`;
}
