import { fmt68 } from '../shared/quartz68.mjs';
export function fmt68(x) {
  return `server:quartz68:${x}`;
}
