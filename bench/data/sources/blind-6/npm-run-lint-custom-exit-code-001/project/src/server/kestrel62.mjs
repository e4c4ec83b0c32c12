import { fmt62 } from '../shared/kestrel62.mjs';
export function fmt62(x) {
  return `server:kestrel62:${x}`;
}
