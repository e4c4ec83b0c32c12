import { fmt18 } from '../shared/sable18.mjs';
export function fmt18(x) {
  return `server:sable18:${x}`;
}
