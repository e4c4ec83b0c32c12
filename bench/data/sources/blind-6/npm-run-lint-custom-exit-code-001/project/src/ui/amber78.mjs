import { fmt78 } from '../shared/amber78.mjs';
export function fmt78(x) {
  return `ui:amber78:${x}`;
}
