import { fmt82 } from '../shared/ember82.mjs';
export function fmt82(x) {
  return `ui:ember82:${x}`;
}
