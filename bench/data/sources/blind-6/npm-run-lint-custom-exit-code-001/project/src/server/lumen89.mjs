import { fmt89 } from '../shared/lumen89.mjs';
export function fmt89(x) {
  return `server:lumen89:${x}`;
}
