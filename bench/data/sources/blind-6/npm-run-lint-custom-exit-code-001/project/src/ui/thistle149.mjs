import { fmt149 } from '../shared/thistle149.mjs';
export function fmt149(x) {
  return `ui:thistle149:${x}`;
}
