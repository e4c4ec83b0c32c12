export function fmt83(x) {
  return `shared:fable83:${x}`;
}
