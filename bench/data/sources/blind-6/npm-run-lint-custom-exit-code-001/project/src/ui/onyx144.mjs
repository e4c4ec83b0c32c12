import { fmt144 } from '../shared/onyx144.mjs';
export function fmt144(x) {
  return `ui:onyx144:${x}`;
}
