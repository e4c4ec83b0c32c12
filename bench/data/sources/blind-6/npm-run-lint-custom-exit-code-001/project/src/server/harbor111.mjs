import { fmt111 } from '../shared/harbor111.mjs';
export function fmt111(x) {
  return `server:harbor111:${x}`;
}
