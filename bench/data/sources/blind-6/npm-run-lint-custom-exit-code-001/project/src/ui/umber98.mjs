import { fmt98 } from '../shared/umber98.mjs';
export function fmt98(x) {
  return `ui:umber98:${x}`;
}
