import { fmt34 } from '../shared/iris34.mjs';
export function fmt34(x) {
  return `ui:iris34:${x}`;
}
