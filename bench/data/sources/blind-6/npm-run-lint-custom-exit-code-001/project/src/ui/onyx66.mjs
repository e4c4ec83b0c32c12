import { fmt66 } from '../shared/onyx66.mjs';
export function fmt66(x) {
  return `ui:onyx66:${x}`;
}
