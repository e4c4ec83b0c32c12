import { fmt139 } from '../shared/juniper139.mjs';
export function fmt139(x) {
  return `ui:juniper139:${x}`;
}
