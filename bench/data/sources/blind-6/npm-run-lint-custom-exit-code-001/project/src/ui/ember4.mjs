import { fmt4 } from '../shared/ember4.mjs';
export function fmt4(x) {
  return `ui:ember4:${x}`;
}
