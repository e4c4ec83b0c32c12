import { fmt57 } from '../shared/fable57.mjs';
export function fmt57(x) {
  return `server:fable57:${x}`;
}
