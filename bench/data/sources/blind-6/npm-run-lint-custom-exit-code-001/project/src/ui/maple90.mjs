import { fmt90 } from '../shared/maple90.mjs';
export function fmt90(x) {
  return `ui:maple90:${x}`;
}
