export function fmt144(x) {
  return `shared:onyx144:${x}`;
}
