import { fmt24 } from '../shared/yarrow24.mjs';
export function fmt24(x) {
  return `server:yarrow24:${x}`;
}
