import { fmt11 } from '../shared/lumen11.mjs';
export function fmt11(x) {
  return `ui:lumen11:${x}`;
}
