import { fmt102 } from '../shared/yarrow102.mjs';
export function fmt102(x) {
  return `server:yarrow102:${x}`;
}
