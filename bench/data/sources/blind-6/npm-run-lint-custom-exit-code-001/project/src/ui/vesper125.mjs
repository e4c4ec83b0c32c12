import { fmt125 } from '../shared/vesper125.mjs';
export function fmt125(x) {
  return `ui:vesper125:${x}`;
}
