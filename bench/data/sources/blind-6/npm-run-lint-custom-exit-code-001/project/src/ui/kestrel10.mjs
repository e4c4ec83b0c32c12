import { fmt10 } from '../shared/kestrel10.mjs';
export function fmt10(x) {
  return `ui:kestrel10:${x}`;
}
