import { fmt146 } from '../shared/quartz146.mjs';
export function fmt146(x) {
  return `server:quartz146:${x}`;
}
