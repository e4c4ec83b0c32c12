import { fmt4 } from '../shared/ember4.mjs';
export function fmt4(x) {
  return `server:ember4:${x}`;
}
