import { fmt91 } from '../shared/nectar91.mjs';
export function fmt91(x) {
  return `ui:nectar91:${x}`;
}
