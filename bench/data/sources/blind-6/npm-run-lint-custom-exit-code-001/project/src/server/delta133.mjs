import { fmt133 } from '../shared/delta133.mjs';
export function fmt133(x) {
  return `server:delta133:${x}`;
}
