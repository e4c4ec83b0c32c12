import { fmt69 } from '../shared/raven69.mjs';
export function fmt69(x) {
  return `ui:raven69:${x}`;
}
