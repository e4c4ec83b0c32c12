import { fmt17 } from '../shared/raven17.mjs';
export function fmt17(x) {
  return `ui:raven17:${x}`;
}
