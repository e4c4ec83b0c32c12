import { fmt62 } from '../shared/kestrel62.mjs';
export function fmt62(x) {
  return `ui:kestrel62:${x}`;
}
