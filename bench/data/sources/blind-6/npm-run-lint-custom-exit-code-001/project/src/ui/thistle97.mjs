import { fmt97 } from '../shared/thistle97.mjs';
export function fmt97(x) {
  return `ui:thistle97:${x}`;
}
