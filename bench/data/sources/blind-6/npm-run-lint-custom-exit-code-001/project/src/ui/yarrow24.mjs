import { fmt24 } from '../shared/yarrow24.mjs';
export function fmt24(x) {
  return `ui:yarrow24:${x}`;
}
