import { fmt45 } from '../shared/thistle45.mjs';
export function fmt45(x) {
  return `server:thistle45:${x}`;
}
