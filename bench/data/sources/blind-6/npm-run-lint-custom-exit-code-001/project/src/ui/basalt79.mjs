import { fmt79 } from '../shared/basalt79.mjs';
export function fmt79(x) {
  return `ui:basalt79:${x}`;
}
