import { fmt39 } from '../shared/nectar39.mjs';
export function fmt39(x) {
  return `server:nectar39:${x}`;
}
