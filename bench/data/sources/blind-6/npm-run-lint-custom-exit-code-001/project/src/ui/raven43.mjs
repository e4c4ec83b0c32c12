import { fmt43 } from '../shared/raven43.mjs';
export function fmt43(x) {
  return `ui:raven43:${x}`;
}
