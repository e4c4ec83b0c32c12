import { fmt110 } from '../shared/garnet110.mjs';
export function fmt110(x) {
  return `server:garnet110:${x}`;
}
