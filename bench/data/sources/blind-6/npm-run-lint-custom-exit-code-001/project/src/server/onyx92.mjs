import { fmt92 } from '../shared/onyx92.mjs';
export function fmt92(x) {
  return `server:onyx92:${x}`;
}
