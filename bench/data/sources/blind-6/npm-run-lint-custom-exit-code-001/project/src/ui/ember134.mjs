import { fmt134 } from '../shared/ember134.mjs';
export function fmt134(x) {
  return `ui:ember134:${x}`;
}
