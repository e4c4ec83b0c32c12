import { fmt128 } from '../shared/yarrow128.mjs';
export function fmt128(x) {
  return `ui:yarrow128:${x}`;
}
