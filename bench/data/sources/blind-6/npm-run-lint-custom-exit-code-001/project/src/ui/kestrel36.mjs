import { fmt36 } from '../shared/kestrel36.mjs';
export function fmt36(x) {
  return `ui:kestrel36:${x}`;
}
