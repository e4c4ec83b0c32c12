import { fmt113 } from '../shared/juniper113.mjs';
export function fmt113(x) {
  return `ui:juniper113:${x}`;
}
