import { fmt63 } from '../shared/lumen63.mjs';
export function fmt63(x) {
  return `ui:lumen63:${x}`;
}
