import { fmt69 } from '../shared/raven69.mjs';
export function fmt69(x) {
  return `server:raven69:${x}`;
}
