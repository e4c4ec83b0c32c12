import { fmt15 } from '../shared/pollen15.mjs';
export function fmt15(x) {
  return `server:pollen15:${x}`;
}
