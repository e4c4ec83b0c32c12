import { fmt126 } from '../shared/willow126.mjs';
export function fmt126(x) {
  return `ui:willow126:${x}`;
}
