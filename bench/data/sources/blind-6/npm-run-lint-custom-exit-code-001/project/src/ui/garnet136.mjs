import { fmt136 } from '../shared/garnet136.mjs';
export function fmt136(x) {
  return `ui:garnet136:${x}`;
}
