import { fmt63 } from '../shared/lumen63.mjs';
export function fmt63(x) {
  return `server:lumen63:${x}`;
}
