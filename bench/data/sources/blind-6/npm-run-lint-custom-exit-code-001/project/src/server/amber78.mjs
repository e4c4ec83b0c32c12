import { fmt78 } from '../shared/amber78.mjs';
export function fmt78(x) {
  return `server:amber78:${x}`;
}
