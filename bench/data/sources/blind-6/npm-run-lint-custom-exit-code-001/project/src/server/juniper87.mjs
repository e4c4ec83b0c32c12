import { fmt87 } from '../shared/juniper87.mjs';
export function fmt87(x) {
  return `server:juniper87:${x}`;
}
