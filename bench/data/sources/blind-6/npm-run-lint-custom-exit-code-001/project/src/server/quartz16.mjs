import { fmt16 } from '../shared/quartz16.mjs';
export function fmt16(x) {
  return `server:quartz16:${x}`;
}
