import { fmt107 } from '../shared/delta107.mjs';
export function fmt107(x) {
  return `server:delta107:${x}`;
}
