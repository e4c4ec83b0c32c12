import { fmt94 } from '../shared/quartz94.mjs';
export function fmt94(x) {
  return `server:quartz94:${x}`;
}
