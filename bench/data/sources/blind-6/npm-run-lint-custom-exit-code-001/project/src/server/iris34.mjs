import { fmt34 } from '../shared/iris34.mjs';
export function fmt34(x) {
  return `server:iris34:${x}`;
}
