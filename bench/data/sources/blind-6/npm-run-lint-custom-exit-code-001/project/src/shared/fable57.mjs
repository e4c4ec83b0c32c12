export function fmt57(x) {
  return `shared:fable57:${x}`;
}
