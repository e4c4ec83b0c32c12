import { fmt83 } from '../shared/fable83.mjs';
export function fmt83(x) {
  return `server:fable83:${x}`;
}
