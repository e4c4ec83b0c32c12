import { fmt84 } from '../shared/garnet84.mjs';
export function fmt84(x) {
  return `server:garnet84:${x}`;
}
