export function fmt114(x) {
  return `shared:kestrel114:${x}`;
}
