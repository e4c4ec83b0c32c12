export function fmt10(x) {
  return `shared:kestrel10:${x}`;
}
