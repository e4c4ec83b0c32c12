import { fmt113 } from '../shared/juniper113.mjs';
export function fmt113(x) {
  return `server:juniper113:${x}`;
}
