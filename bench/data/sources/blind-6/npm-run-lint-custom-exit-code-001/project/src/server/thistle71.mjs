import { fmt71 } from '../shared/thistle71.mjs';
export function fmt71(x) {
  return `server:thistle71:${x}`;
}
