import { fmt54 } from '../shared/cedar54.mjs';
export function fmt54(x) {
  return `server:cedar54:${x}`;
}
