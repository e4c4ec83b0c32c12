import { fmt42 } from '../shared/quartz42.mjs';
export function fmt42(x) {
  return `server:quartz42:${x}`;
}
