import { fmt136 } from '../shared/garnet136.mjs';
export function fmt136(x) {
  return `server:garnet136:${x}`;
}
