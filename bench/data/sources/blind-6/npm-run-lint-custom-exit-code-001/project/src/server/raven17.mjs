import { fmt17 } from '../shared/raven17.mjs';
export function fmt17(x) {
  return `server:raven17:${x}`;
}
