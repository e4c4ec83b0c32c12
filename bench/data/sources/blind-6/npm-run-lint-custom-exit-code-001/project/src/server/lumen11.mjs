import { fmt11 } from '../shared/lumen11.mjs';
export function fmt11(x) {
  return `server:lumen11:${x}`;
}
