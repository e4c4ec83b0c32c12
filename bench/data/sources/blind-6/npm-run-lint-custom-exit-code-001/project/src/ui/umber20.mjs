import { fmt20 } from '../shared/umber20.mjs';
export function fmt20(x) {
  return `ui:umber20:${x}`;
}
