import { fmt114 } from '../shared/kestrel114.mjs';
export function fmt114(x) {
  return `ui:kestrel114:${x}`;
}
