import { fmt121 } from '../shared/raven121.mjs';
export function fmt121(x) {
  return `server:raven121:${x}`;
}
