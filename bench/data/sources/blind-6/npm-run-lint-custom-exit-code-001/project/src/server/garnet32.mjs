import { fmt32 } from '../shared/garnet32.mjs';
export function fmt32(x) {
  return `server:garnet32:${x}`;
}
