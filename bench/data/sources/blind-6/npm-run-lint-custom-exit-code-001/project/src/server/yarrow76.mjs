import { fmt76 } from '../shared/yarrow76.mjs';
export function fmt76(x) {
  return `server:yarrow76:${x}`;
}
