import { fmt121 } from '../shared/raven121.mjs';
export function fmt121(x) {
  return `ui:raven121:${x}`;
}
