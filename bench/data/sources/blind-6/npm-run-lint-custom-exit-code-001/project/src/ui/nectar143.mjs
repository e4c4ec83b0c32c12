import { fmt143 } from '../shared/nectar143.mjs';
export function fmt143(x) {
  return `ui:nectar143:${x}`;
}
