import { fmt143 } from '../shared/nectar143.mjs';
export function fmt143(x) {
  return `server:nectar143:${x}`;
}
