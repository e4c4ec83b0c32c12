import { fmt127 } from '../shared/xenon127.mjs';
export function fmt127(x) {
  return `ui:xenon127:${x}`;
}
