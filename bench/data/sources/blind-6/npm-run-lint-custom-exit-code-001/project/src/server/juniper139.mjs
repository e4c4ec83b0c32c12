import { fmt139 } from '../shared/juniper139.mjs';
export function fmt139(x) {
  return `server:juniper139:${x}`;
}
