import { fmt131 } from '../shared/basalt131.mjs';
export function fmt131(x) {
  return `ui:basalt131:${x}`;
}
