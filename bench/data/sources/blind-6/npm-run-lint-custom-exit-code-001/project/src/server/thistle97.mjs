import { fmt97 } from '../shared/thistle97.mjs';
export function fmt97(x) {
  return `server:thistle97:${x}`;
}
