import { fmt127 } from '../shared/xenon127.mjs';
export function fmt127(x) {
  return `server:xenon127:${x}`;
}
