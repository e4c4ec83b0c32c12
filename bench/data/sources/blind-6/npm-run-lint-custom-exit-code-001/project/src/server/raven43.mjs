import { fmt43 } from '../shared/raven43.mjs';
export function fmt43(x) {
  return `server:raven43:${x}`;
}
