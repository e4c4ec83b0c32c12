export function fmt14(x) {
  return `shared:onyx14:${x}`;
}
