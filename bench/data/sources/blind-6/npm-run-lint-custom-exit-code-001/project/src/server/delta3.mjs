import { fmt3 } from '../shared/delta3.mjs';
export function fmt3(x) {
  return `server:delta3:${x}`;
}
