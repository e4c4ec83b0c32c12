import { fmt98 } from '../shared/umber98.mjs';
export function fmt98(x) {
  return `server:umber98:${x}`;
}
