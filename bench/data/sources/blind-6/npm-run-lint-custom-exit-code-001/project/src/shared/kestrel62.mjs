export function fmt62(x) {
  return `shared:kestrel62:${x}`;
}
