import { fmt53 } from '../shared/basalt53.mjs';
export function fmt53(x) {
  return `ui:basalt53:${x}`;
}
