import { fmt75 } from '../shared/xenon75.mjs';
export function fmt75(x) {
  return `server:xenon75:${x}`;
}
