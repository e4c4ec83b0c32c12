import { fmt67 } from '../shared/pollen67.mjs';
export function fmt67(x) {
  return `ui:pollen67:${x}`;
}
