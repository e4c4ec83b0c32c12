import { fmt50 } from '../shared/yarrow50.mjs';
export function fmt50(x) {
  return `server:yarrow50:${x}`;
}
