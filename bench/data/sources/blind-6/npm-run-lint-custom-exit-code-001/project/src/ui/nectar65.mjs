import { fmt65 } from '../shared/nectar65.mjs';
export function fmt65(x) {
  return `ui:nectar65:${x}`;
}
