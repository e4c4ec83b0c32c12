export function fmt140(x) {
  return `shared:kestrel140:${x}`;
}
