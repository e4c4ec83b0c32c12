import { fmt39 } from '../shared/nectar39.mjs';
export function fmt39(x) {
  return `ui:nectar39:${x}`;
}
