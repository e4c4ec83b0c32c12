import { fmt140 } from '../shared/kestrel140.mjs';
export function fmt140(x) {
  return `ui:kestrel140:${x}`;
}
