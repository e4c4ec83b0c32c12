import { fmt26 } from '../shared/amber26.mjs';
export function fmt26(x) {
  return `ui:amber26:${x}`;
}
